// A server error that concerns a field is said under that field, which takes the focus: the
// verification code refused, an e-mail the recovery page's server refuses.
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import { checkoutPath, reachVerifyStep } from '../support/checkout';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

it('a wrong verification code is said under the code, which takes the focus', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const { user } = await renderApp(checkoutPath);
  await reachVerifyStep(user);
  const code = screen.getByLabelText('Código de verificação');
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Verificar código' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('Código inválido.'));
  expect(code).toBeInvalid();
  await waitFor(() => expect(code).toHaveFocus());
});

it('an e-mail the server refuses on the recovery page is said under the field', async () => {
  const { user } = await renderApp('/esqueceu-a-senha/');
  const email = await screen.findByLabelText('E-mail');
  await user.type(email, 'maria@exemplo{Enter}');
  await waitFor(() => expect(email).toHaveAccessibleDescription('Informe um e-mail válido.'));
  expect(email).toBeInvalid();
  await waitFor(() => expect(email).toHaveFocus());
});
