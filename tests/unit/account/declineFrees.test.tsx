// A declined card charged nothing: the buyer may then try another card, change the instalments or
// switch to Pix. The one-charge lock stays while a charge's result is unknown, and once a Pix code
// exists (tests/unit/account/oneCharge.test.tsx).
import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import {
  approvedCard,
  checkoutPath,
  continueLoggedIn,
  declinedCard,
  fillCard,
  logInAsDemo,
} from '../support/checkout';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';
import { fakeTimersEachTest } from '../support/fakeTimers';

silenceApiWarnings();

fakeTimersEachTest();

const REFUSED =
  'Nada foi cobrado. Você pode tentar outro cartão, mudar o parcelamento ou pagar com Pix.';

async function declineFirst() {
  await logInAsDemo();
  const sent = recordRequests();
  const view = await renderApp(checkoutPath);
  await continueLoggedIn(view.user);
  await fillCard(view.user, declinedCard);
  await view.user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
  const alert = await screen.findByRole('alert');
  return { ...view, sent, alert };
}

function chargedPayments(sent: ReturnType<typeof recordRequests>): string[] {
  return callsTo(sent, '/payWithCreditCard').map((call) => call.path.split('/').at(-2) ?? '');
}

describe('after a declined card', () => {
  it('says plainly that nothing was charged and what the buyer can do, and locks nothing', async () => {
    const { alert } = await declineFirst();
    expect(alert).toHaveTextContent(/^Transação não autorizada\./);
    expect(within(alert).getByText(REFUSED)).toBeVisible();
    expect(alert.textContent).not.toMatch(/cobrança/i);
    expect(screen.queryByText(/não mudam mais/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeEnabled();
    expect(screen.getByLabelText('Parcelamento')).toBeEnabled();
    expect(screen.getByLabelText('Parcelamento')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Pagar R$ 400,00' })).toBeVisible();
  });

  it('lets the buyer switch to Pix, which makes a Pix payment, then holds the method', async () => {
    const { user, sent } = await declineFirst();
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    expect(await screen.findByLabelText('Código Pix copia e cola')).toBeVisible();

    const created = callsTo(sent, '/create-payments');
    expect(created).toHaveLength(2);
    expect(created[0]?.body).toMatchObject({ billingType: 'CREDIT_CARD' });
    expect(created[1]?.body).toMatchObject({ billingType: 'PIX', installmentCount: null });
    // The code may be paid at any time now: the method stays until the Pix is cancelled.
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeDisabled();
    expect(screen.getByText(/Prefere pagar com cartão\? Cancele o Pix/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar o Pix e pagar com cartão' })).toBeVisible();
  });

  it('lets the buyer change the instalments, which makes a new payment with the new count', async () => {
    const { user, sent } = await declineFirst();
    await user.selectOptions(screen.getByLabelText('Parcelamento'), '3x de R$ 133,33');
    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), approvedCard);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();

    const created = callsTo(sent, '/create-payments');
    expect(created).toHaveLength(2);
    expect(created[0]?.body).toMatchObject({ installmentCount: 1 });
    expect(created[1]?.body).toMatchObject({ installmentCount: 3 });
    const charged = chargedPayments(sent);
    expect(charged).toHaveLength(2);
    expect(charged[1]).not.toBe(charged[0]);
  });

  it('charges the same payment again for the same choice: no payment is made for nothing', async () => {
    const { user, sent } = await declineFirst();
    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), approvedCard);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    expect(callsTo(sent, '/create-payments')).toHaveLength(1);
    const charged = chargedPayments(sent);
    expect(charged[1]).toBe(charged[0]);
  });
});
