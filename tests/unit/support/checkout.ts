import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { currentState } from '@/mocks/store';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from './demoBackend';

type User = ReturnType<typeof userEvent.setup>;

/** A buyer no seed account uses; the CPF has valid check digits. */
export const newBuyer = {
  name: 'Joana Pereira',
  email: 'joana@exemplo.com.br',
  cpf: '39053344705',
};

export const checkoutPath =
  '/configure-seu-pagamento?id=2&price=400&planName=Plano%20Familiar&cardLimit=3';

/** A card the demo provider approves, and one its sandbox always declines. */
export const approvedCard = '4111111111111111';
export const declinedCard = '5184019740373151';

export async function fillRegistration(user: User, buyer = newBuyer) {
  await user.type(await screen.findByLabelText('Nome completo'), buyer.name);
  await user.type(screen.getByLabelText('E-mail'), buyer.email);
  await user.type(screen.getByLabelText('CPF'), buyer.cpf);
}

/** The code the demo backend would have mailed. */
export function pendingCode(email = newBuyer.email): string {
  const row = currentState().pendingRegistrations.find((r) => r.email === email);
  if (!row) throw new Error(`no pending registration for ${email}`);
  return row.code;
}

/** Step 1 done and the 2 s passed (needs fake timers). */
export async function reachVerifyStep(user: User) {
  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText(/Enviamos um código de verificação/);
  await act(() => vi.advanceTimersByTimeAsync(2000));
  await screen.findByText('Etapa 2 de 3');
}

/** The demo account logged in before the page opens: step 1 offers to go on with it. */
export async function logInAsDemo() {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
}

/** From the logged-in step 1 to the payment step. */
export async function continueLoggedIn(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Continuar com minha conta' }));
  await screen.findByText('Etapa 3 de 3');
}

export async function fillCard(user: User, number = approvedCard) {
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.type(screen.getByLabelText('Nome impresso no cartão'), 'JOANA PEREIRA');
  await user.type(screen.getByLabelText('Validade (MM/AA)'), '1239');
  await user.type(screen.getByLabelText('Código de segurança (CVC)'), '123');
}

/** A new buyer from step 1 to the payment step (needs fake timers): logged in with the CPF. */
export async function reachPaymentAsNewBuyer(user: User) {
  await reachVerifyStep(user);
  await user.type(screen.getByLabelText('Código de verificação'), pendingCode());
  await user.click(screen.getByRole('button', { name: 'Verificar código' }));
  await screen.findByText('Etapa 3 de 3');
}
