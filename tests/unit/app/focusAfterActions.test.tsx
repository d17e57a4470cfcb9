// An action that replaces what the focus was in moves the focus to its result, never to the
// page's body: the contact form sent, the recovery link asked for, the password reset, the Pix
// code generated. (Logging out: leftAccountFocus.test.tsx.)
import { screen, waitFor } from '@testing-library/react';
import { DEMO_EMAIL } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { checkoutPath, continueLoggedIn, logInAsDemo } from '../support/checkout';
import { silenceApiWarnings } from '../support/apiWarnings';
import { removeToastsAfterEach } from '../support/toasts';

silenceApiWarnings();

removeToastsAfterEach();

it('the contact form, once sent, gives the focus to its thanks', async () => {
  const { user } = await renderApp('/sobre-nos');
  await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Maria Souza');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@empresa.com.br');
  await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Um plano para 40 pessoas.');
  await user.keyboard('{Tab}{Enter}');
  const thanks = await screen.findByText(
    'Mensagem enviada! Responderemos em breve pelo e-mail informado.',
  );
  expect(thanks).toHaveRole('status');
  await waitFor(() => expect(thanks).toHaveFocus());
});

it('the recovery page, once the link is asked for, gives the focus to what was sent', async () => {
  const { user } = await renderApp('/esqueceu-a-senha/');
  await user.type(await screen.findByLabelText('E-mail'), `${DEMO_EMAIL}{Enter}`);
  const sent = await screen.findByText(
    'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
  );
  await waitFor(() => expect(sent).toHaveFocus());
});

it('the reset page, once the password is reset, gives the focus to the message', async () => {
  const { user } = await renderApp('/esqueceu-a-senha/');
  await user.type(await screen.findByLabelText('E-mail'), `${DEMO_EMAIL}{Enter}`);
  await user.click(await screen.findByRole('link', { name: /abrir o link de redefinição/ }));
  await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1{Enter}');
  const done = await screen.findByText('Senha redefinida com sucesso! Entre com a nova senha.');
  await waitFor(() => expect(done).toHaveFocus());
});

describe('Pix', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"Gerar código Pix" gives the focus to the code’s heading', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Seu código Pix está pronto',
    });
    // The focus moves once the code is on screen, in the effect after that render.
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
