// One charge per purchase: a checkout creates one payment, every try charges it, and a charge
// whose answer never came is not presented as a failure to simply pay again.
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { clientSettings } from '@/api/client';
import { createCustomer } from '@/api/payment';
import { saveCustomerId } from '@/features/checkout/customerStorage';
import { usePaymentCreation } from '@/features/checkout/usePaymentCreation';
import { isoDate } from '@/lib/dates';
import { paymentProvider } from '@/lib/env';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { completePurchase } from '@/mocks/purchases';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { currentState, updateStore } from '@/mocks/store';
import { loginAs } from '../support/demoBackend';
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

const chargePath = apiPath(`/${paymentProvider}/payments/:id/payWithCreditCard`);

/** The demo provider's payments of the demo account, and those it confirmed. */
function demoPayments() {
  const userId = currentState().users.find((u) => u.email === DEMO_EMAIL)?.id;
  const payments = currentState().payments.filter((p) => p.userId === userId);
  return { all: payments.length, paid: payments.filter((p) => p.status === 'CONFIRMED').length };
}

/** The charges sent, each as the payment it was for. */
function chargedPayments(sent: ReturnType<typeof recordRequests>): string[] {
  return callsTo(sent, '/payWithCreditCard').map((call) => call.path.split('/').at(-2) ?? '');
}

async function openPaymentStep() {
  await logInAsDemo();
  const view = await renderApp(checkoutPath);
  await continueLoggedIn(view.user);
  return view;
}

async function pay(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
}

describe('a charge whose answer never came', () => {
  it('says the result is unknown, points to Meus cartões, and a retry charges the same payment', async () => {
    // The provider charges the card, but its answer never reaches the browser.
    server.use(
      http.post(
        chargePath,
        async ({ params }) => {
          const payment = currentState().payments.find((p) => p.id === params.id);
          if (payment) await updateStore((draft) => completePurchase(draft, payment));
          await delay('infinite');
          return HttpResponse.json({ message: 'never sent' });
        },
        { once: true },
      ),
    );
    const sent = recordRequests();
    const { user } = await openPaymentStep();
    const before = demoPayments();
    const purchasesBefore = currentState().userPayments.length;
    await fillCard(user);
    await pay(user);
    expect(await screen.findByText('Processando pagamento...')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(clientSettings.slowCallTimeoutMs));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('não sabemos se a cobrança foi feita');
    expect(within(alert).getByRole('link', { name: 'Ver Meus cartões' })).toHaveAttribute(
      'href',
      '/meus-cartoes',
    );
    // No button that simply invites paying again.
    expect(screen.queryByRole('button', { name: 'Pagar R$ 400,00' })).not.toBeInTheDocument();
    expect(currentState().userPayments.length).toBe(purchasesBefore + 1);

    await user.click(screen.getByRole('button', { name: 'Tentar de novo a mesma cobrança' }));
    expect(await screen.findByText('Esta cobrança já foi paga.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver Meus cartões' })).toBeVisible();

    expect(callsTo(sent, '/create-payments')).toHaveLength(1);
    const charged = chargedPayments(sent);
    expect(charged).toHaveLength(2);
    expect(charged[1]).toBe(charged[0]);
    expect(demoPayments()).toEqual({ all: before.all + 1, paid: before.paid + 1 });
    expect(currentState().userPayments.length).toBe(purchasesBefore + 1);
  });

  it('is also unknown when the connection drops, and stays so after an answered retry', async () => {
    server.use(http.post(chargePath, () => HttpResponse.error(), { once: true }));
    const { user } = await openPaymentStep();
    await fillCard(user, declinedCard);
    await pay(user);
    expect(await screen.findByRole('link', { name: 'Ver Meus cartões' })).toBeVisible();

    // The retry is answered (declined): still unknown whether the first went through.
    await user.click(screen.getByRole('button', { name: 'Tentar de novo a mesma cobrança' }));
    expect(await screen.findByText(/Transação não autorizada/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver Meus cartões' })).toBeVisible();
  });

  it('is not claimed when the payment could not be created: no charge was sent', async () => {
    server.use(
      http.post(apiPath(`/${paymentProvider}/create-payments`), () => HttpResponse.error(), {
        once: true,
      }),
    );
    const sent = recordRequests();
    const { user } = await openPaymentStep();
    await fillCard(user);
    await pay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao criar pagamento.');
    expect(screen.queryByRole('link', { name: 'Ver Meus cartões' })).not.toBeInTheDocument();
    expect(callsTo(sent, '/payWithCreditCard')).toHaveLength(0);
    await pay(user);
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
  });

  it('waits for a slow charge past the deadline of every other call', async () => {
    server.use(
      http.post(
        chargePath,
        async () => {
          await delay(clientSettings.timeoutMs * 2);
          return HttpResponse.json({ message: 'Pagamento aprovado!' });
        },
        { once: true },
      ),
    );
    const { user } = await openPaymentStep();
    await fillCard(user);
    await pay(user);
    await act(() => vi.advanceTimersByTimeAsync(clientSettings.timeoutMs * 2));
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    expect(clientSettings.slowCallTimeoutMs).toBeGreaterThan(clientSettings.timeoutMs * 2);
  });
});

describe('one payment per checkout', () => {
  it('keeps the instalments of the first payment while its charge is unknown: a forced count charges that same payment', async () => {
    server.use(http.post(chargePath, () => HttpResponse.error(), { once: true }));
    const sent = recordRequests();
    const { user } = await openPaymentStep();
    const before = demoPayments();
    await fillCard(user);
    await user.selectOptions(screen.getByLabelText('Parcelamento'), '3x de R$ 133,33');
    await pay(user);
    expect(await screen.findByRole('link', { name: 'Ver Meus cartões' })).toBeVisible();

    const installments = screen.getByLabelText('Parcelamento');
    expect(installments).toBeDisabled();
    expect(installments).toHaveValue('3');
    expect(installments).toHaveAccessibleDescription(
      'Definido na primeira tentativa de pagamento.',
    );
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeDisabled();
    expect(screen.getByText(/a forma de pagamento e o parcelamento não mudam mais/)).toBeVisible();

    // Even a count forced into the form charges the payment already made.
    fireEvent.change(installments, { target: { value: '6' } });
    expect(installments).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Tentar de novo a mesma cobrança' }));
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();

    const created = callsTo(sent, '/create-payments');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ installmentCount: 3 });
    const charged = chargedPayments(sent);
    expect(charged).toHaveLength(2);
    expect(charged[1]).toBe(charged[0]);
    expect(demoPayments()).toEqual({ all: before.all + 1, paid: before.paid + 1 });
  });

  it('charges the same payment after the page is opened again, for the same choice', async () => {
    const sent = recordRequests();
    const first = await openPaymentStep();
    await fillCard(first.user, declinedCard);
    await first.user.selectOptions(screen.getByLabelText('Parcelamento'), '2x de R$ 200,00');
    await pay(first.user);
    await screen.findByText(/Transação não autorizada/);
    first.unmount();

    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    // Refused, so nothing was charged: the choice is free, and the same one charges the same payment.
    expect(screen.getByLabelText('Parcelamento')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Parcelamento'), '2x de R$ 200,00');
    await fillCard(user);
    await pay(user);
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    expect(callsTo(sent, '/create-payments')).toHaveLength(1);
    const charged = chargedPayments(sent);
    expect(charged[1]).toBe(charged[0]);

    // Once the purchase is done, the checkout forgets its payment.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(localStorage.getItem('checkoutPayment')).toBeNull();
  });

  it.each([
    ['is overdue', { dueDate: '2020-01-01' }],
    ['is for another plan', { planId: 1 }],
    ['is for another user', { userId: 987654 }],
  ])('creates a new payment when the stored one %s', async (_, change) => {
    const sent = recordRequests();
    const first = await openPaymentStep();
    await fillCard(first.user, declinedCard);
    await pay(first.user);
    await screen.findByText(/Transação não autorizada/);
    first.unmount();
    const stored = JSON.parse(localStorage.getItem('checkoutPayment') ?? '{}') as object;
    expect(stored).toMatchObject({ dueDate: expect.any(String) as string, planId: 2 });
    localStorage.setItem('checkoutPayment', JSON.stringify({ ...stored, ...change }));

    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    expect(screen.getByLabelText('Parcelamento')).toBeEnabled();
    await fillCard(user);
    await pay(user);
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    expect(callsTo(sent, '/create-payments')).toHaveLength(2);
  });

  it('keeps a payment due today', async () => {
    const first = await openPaymentStep();
    await fillCard(first.user, declinedCard);
    await pay(first.user);
    await screen.findByText(/Transação não autorizada/);
    first.unmount();
    const stored = JSON.parse(localStorage.getItem('checkoutPayment') ?? '{}') as object;
    localStorage.setItem(
      'checkoutPayment',
      JSON.stringify({ ...stored, dueDate: isoDate(new Date()) }),
    );

    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await fillCard(user);
    await pay(user);
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    expect(callsTo(sent, '/create-payments')).toHaveLength(0);
  });
});

describe("the checkout's idempotency key", () => {
  /** The Idempotency-Key of each call sent to a path ending with `suffix`. */
  function recordKeys(suffix: string): (string | null)[] {
    const keys: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(suffix)) {
        keys.push(request.headers.get('Idempotency-Key'));
      }
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    return keys;
  }

  it('makes two tabs that pay at once ask for one payment, and the API create one', async () => {
    const created = recordKeys('/create-payments');
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    saveCustomerId(await createCustomer(user.id));
    const before = demoPayments();
    const plan = { id: 2, price: 400, planName: 'Plano Familiar', cardLimit: 3 };
    const { result: firstTab } = renderHook(() => usePaymentCreation(plan));
    const { result: secondTab } = renderHook(() => usePaymentCreation(plan));

    const [first, second] = await Promise.all([
      firstTab.current.ensurePayment('CREDIT_CARD', 1),
      secondTab.current.ensurePayment('CREDIT_CARD', 1),
    ]);
    expect(second.paymentId).toBe(first.paymentId);
    expect(demoPayments().all).toBe(before.all + 1);
    expect(created).toHaveLength(2);
    expect(created[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(created[1]).toBe(created[0]);
    expect(first.idempotencyKey).toBe(created[0]);
  });

  it('is kept with the payment and sent with its charge; a refused charge renews it', async () => {
    const created = recordKeys('/create-payments');
    const charges = recordKeys('/payWithCreditCard');
    const { user } = await openPaymentStep();
    await fillCard(user, declinedCard);
    await pay(user);
    await screen.findByText(/Transação não autorizada/);
    const stored = JSON.parse(localStorage.getItem('checkoutPayment') ?? '{}') as {
      idempotencyKey?: string;
    };
    expect(stored.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.idempotencyKey).not.toBe(created[0]);

    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), approvedCard);
    await pay(user);
    await screen.findByText('Pagamento aprovado! Finalizando sua compra...');
    // Charged again after the refusal: a new call, which the API must not answer with the refusal.
    expect(charges).toEqual([created[0], stored.idempotencyKey]);
  });
});
