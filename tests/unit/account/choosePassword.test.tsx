// A new buyer logs in with their CPF digits (no secret): after the purchase they are asked for a
// password of their own.
import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { login } from '@/api/auth';
import { passwordIsStillCpf } from '@/api/user';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { apiErrorOf } from '../support/demoBackend';
import {
  checkoutPath,
  fillCard,
  newBuyer,
  pendingCode,
  reachPaymentAsNewBuyer,
} from '../support/checkout';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';
import { fakeTimersEachTest } from '../support/fakeTimers';

silenceApiWarnings();

fakeTimersEachTest();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const CHOSEN = 'minha-senha-forte';

/** A new buyer pays by card; answers the success dialog, 5 s after the approval. */
async function buyByCard(user: User): Promise<HTMLElement> {
  await reachPaymentAsNewBuyer(user);
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
  await screen.findByText('Pagamento aprovado! Finalizando sua compra...');
  await act(() => vi.advanceTimersByTimeAsync(5000));
  return screen.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
}

async function typePasswords(user: User, password: string, confirmation = password) {
  if (password) await user.type(screen.getByLabelText('Nova senha'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
}

describe('after a card purchase, the success dialog', () => {
  it('asks a new buyer for a password, sends it with the CPF as the current one, then leads on', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    const dialog = await buyByCard(user);
    expect(passwordIsStillCpf()).toBe(true);
    expect(within(dialog).getByText(/Você receberá um e-mail de confirmação/)).toBeVisible();
    const region = within(dialog).getByRole('region', { name: 'Escolha sua senha' });
    expect(region).toHaveTextContent('que não é segredo');
    expect(within(dialog).getByLabelText('Nova senha')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'Pelo menos 8 caracteres, e não o seu CPF.',
    );
    // The way on comes once a password is chosen.
    expect(
      within(dialog).queryByRole('link', { name: 'Ver meus cartões' }),
    ).not.toBeInTheDocument();

    await typePasswords(user, CHOSEN);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
    expect(
      await within(dialog).findByText('Senha salva! Use-a da próxima vez que entrar.'),
    ).toBeVisible();
    expect(callsTo(sent, '/change-password')[0]?.body).toEqual({
      current_password: newBuyer.cpf,
      new_password: CHOSEN,
      new_password_confirmation: CHOSEN,
    });
    expect(within(dialog).getByRole('link', { name: 'Ver meus cartões' })).toHaveFocus();
    expect(passwordIsStillCpf()).toBe(false);

    await expect(login({ email: newBuyer.email, password: CHOSEN })).resolves.toHaveProperty(
      'token',
    );
    expect(
      (await apiErrorOf(login({ email: newBuyer.email, password: newBuyer.cpf }))).status,
    ).toBe(401);
  });

  it.each([
    ['no password', '', CHOSEN, 'Nova senha', 'Escolha uma senha.'],
    [
      '7 characters',
      'abc1234',
      'abc1234',
      'Nova senha',
      'A senha deve ter pelo menos 8 caracteres.',
    ],
    ['the CPF digits', newBuyer.cpf, newBuyer.cpf, 'Nova senha', 'A senha não pode ser o seu CPF.'],
    [
      'the CPF as written',
      '390.533.447-05',
      '390.533.447-05',
      'Nova senha',
      'A senha não pode ser o seu CPF.',
    ],
    [
      'no confirmation',
      CHOSEN,
      '',
      'Confirmar nova senha',
      'Digite a senha mais uma vez para confirmar.',
    ],
    [
      'another confirmation',
      CHOSEN,
      `${CHOSEN}!`,
      'Confirmar nova senha',
      'A confirmação não é igual à senha.',
    ],
  ])(
    'refuses %s, says why at its field, and sends nothing',
    async (_, password, confirmation, field, message) => {
      const sent = recordRequests();
      const { user } = await renderApp(checkoutPath);
      const dialog = await buyByCard(user);
      await typePasswords(user, password, confirmation);
      await user.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
      expect(await within(dialog).findByText(message)).toBeVisible();
      expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining(message) as string,
      );
      expect(callsTo(sent, '/change-password')).toHaveLength(0);
      expect(passwordIsStillCpf()).toBe(true);
    },
  );

  it("says the rule in the buyer's language", async () => {
    const { user } = await renderApp(checkoutPath, 'en');
    await reachPaymentAsNewBuyerInEnglish(user);
    const dialog = screen.getByRole('dialog', { name: 'Purchase completed successfully!' });
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(
      await within(dialog).findByText('The password must have at least 8 characters.'),
    ).toBeVisible();
  });

  it('cannot be skipped: no way on, no other button, and Escape leaves it open', async () => {
    const { user } = await renderApp(checkoutPath);
    const dialog = await buyByCard(user);
    expect(within(dialog).queryByRole('button', { name: 'Agora não' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Salvar senha']);
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('region', { name: 'Escolha sua senha' })).toBeVisible();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(passwordIsStillCpf()).toBe(true);
  });

  it('shows a failed save and keeps the form to try again', async () => {
    server.use(
      http.post(apiPath('/change-password'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp(checkoutPath);
    const dialog = await buyByCard(user);
    await typePasswords(user, CHOSEN);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao alterar a senha.');
    expect(within(dialog).getByLabelText('Nova senha')).toHaveValue(CHOSEN);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
    expect(await within(dialog).findByText(/Senha salva!/)).toBeVisible();
  });
});

describe('after a Pix payment', () => {
  it('the success dialog asks a new buyer for a password once the payment lands, not before', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await reachPaymentAsNewBuyer(user);
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByLabelText('Código Pix copia e cola')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Escolha sua senha' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
    expect(within(dialog).getByLabelText('Nova senha')).toHaveFocus();
    await typePasswords(user, CHOSEN);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Senha salva! Use-a da próxima vez que entrar.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Ver meus cartões' })).toHaveFocus();
    expect(callsTo(sent, '/change-password')[0]?.body).toMatchObject({
      current_password: newBuyer.cpf,
    });
  });
});

/** The same purchase as `buyByCard`, with the English words. */
async function reachPaymentAsNewBuyerInEnglish(user: User) {
  await user.type(await screen.findByLabelText('Full name'), newBuyer.name);
  await user.type(screen.getByLabelText('Email'), newBuyer.email);
  await user.type(screen.getByLabelText('CPF (Brazilian taxpayer number)'), newBuyer.cpf);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await act(() => vi.advanceTimersByTimeAsync(2000));
  await user.type(await screen.findByLabelText('Verification code'), pendingCode());
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await user.type(await screen.findByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Name on card'), 'JOANA PEREIRA');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await screen.findByText(/Payment approved/);
  await act(() => vi.advanceTimersByTimeAsync(5000));
}

describe('a buyer who left before choosing a password', () => {
  /** Bought, then closed the tab at the password step: the session ended with the browser. */
  async function boughtAndLeft() {
    const view = await renderApp(checkoutPath);
    await buyByCard(view.user);
    view.unmount();
    Cookies.remove('token', { path: '/' });
    Cookies.remove('user', { path: '/' });
  }

  async function logInWithTheCpf() {
    const view = await renderApp('/login/');
    await view.user.type(await screen.findByLabelText('E-mail'), newBuyer.email);
    await view.user.type(screen.getByLabelText('Senha'), newBuyer.cpf);
    await view.user.click(screen.getByRole('button', { name: 'Entrar' }));
    return view;
  }

  it('logs in with the CPF onto the same required step, then goes on to the cards', async () => {
    const sent = recordRequests();
    await boughtAndLeft();
    const { user, router } = await logInWithTheCpf();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escolha sua senha' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/escolha-sua-senha');
    expect(screen.queryByRole('button', { name: 'Agora não' })).not.toBeInTheDocument();
    expect(callsTo(sent, '/cards/').filter((call) => call.method === 'GET')).toHaveLength(0);

    await screen.findByLabelText('Nova senha');
    await typePasswords(user, CHOSEN);
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
    expect(passwordIsStillCpf()).toBe(false);
    expect(callsTo(sent, '/change-password')[0]?.body).toMatchObject({
      current_password: newBuyer.cpf,
      new_password: CHOSEN,
    });
  });

  it('leads from any other page to the step first, then to the page asked for', async () => {
    await boughtAndLeft();
    const { user, router } = await logInWithTheCpf();
    await screen.findByRole('heading', { level: 1, name: 'Escolha sua senha' });
    for (const elsewhere of ['/meus-cartoes', '/', '/meu-perfil']) {
      await act(() => router.navigate(elsewhere));
      await waitFor(() => expect(router.state.location.pathname).toBe('/escolha-sua-senha'));
    }
    await screen.findByLabelText('Nova senha');
    await typePasswords(user, CHOSEN);
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-perfil'));
  });

  it('is never kept from an emergency record read from its QR code', async () => {
    await boughtAndLeft();
    await logInWithTheCpf();
    await screen.findByRole('heading', { level: 1, name: 'Escolha sua senha' });
    const { router } = await renderApp(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Prontuário/ })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
  });

  it('still has the step to take when the session outlived the tab', async () => {
    const view = await renderApp(checkoutPath);
    await buyByCard(view.user);
    view.unmount();
    const { router } = await renderApp('/meus-cartoes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escolha sua senha' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/escolha-sua-senha');
  });
});
