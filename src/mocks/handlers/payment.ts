// The payment provider's sandbox, as the app reaches it through the API (docs/api-contract.md "Payment").
import { customerIdField, IDEMPOTENCY_HEADER, paymentIdField } from '@/api/payment';
import type { BillingType } from '@/api/types';
import { paymentProvider } from '@/lib/env';
import { isoDate } from '@/lib/dates';
import { buildPixPayload } from '../pix/brCode';
import { qrPngBase64 } from '../pix/qrPng';
import { findPlan } from '../plans';
import {
  completePurchase,
  currentPlanOfUser,
  PIX_DEMO_CONFIRM_MS,
  settleDuePixPayments,
} from '../purchases';
import { randomProviderId } from '../random';
import { currentState, updateStore } from '../store';
import type { PaymentRow, UserRow } from '../state';
import { isIsoDate, passesLuhn } from '../validation';
import {
  signedInUser,
  demoDelay,
  errorResponse,
  FieldErrorList,
  http,
  notFound,
  readJsonBody,
  textField,
  validationError,
  type JsonBody,
} from './common';

/**
 * Whether a call names the provider the demo stands in for; a handler lets a call to another
 * one fall through, to the unknown path's 404.
 */
const isOurProvider = (params: { provider: string }) => params.provider === paymentProvider;

/**
 * How every payment call starts: another provider's path is not ours (undefined, so MSW passes it
 * on); ours waits the demo's delay, then answers the signed-in buyer or the refusal to send back.
 */
async function buyerOf(
  request: Request,
  params: { provider: string },
): Promise<UserRow | Response | undefined> {
  if (!isOurProvider(params)) return undefined;
  await demoDelay();
  return signedInUser(request, { anyPassword: true });
}

/** Card numbers the provider's sandbox always declines. */
const DECLINED_CARD_NUMBERS = new Set(['5184019740373151', '4916561358240741']);
const DECLINED = 'Transação não autorizada. Verifique os dados do cartão ou use outro cartão.';
const MAX_INSTALLMENTS = 12;
const SMALLER_PLAN = 'Seu plano atual tem mais cartões: a troca é só para um plano maior.';

/** The demo's Pix receiver: a fake key, so no real account is ever shown. */
const DEMO_PIX_RECEIVER = {
  key: 'pagamentos@prontuario-demo.exemplo.com.br',
  merchantName: 'Prontuario Digital Demo',
  merchantCity: 'Sao Paulo',
};

const billingTypes: readonly BillingType[] = ['CREDIT_CARD', 'PIX'];

function isBillingType(value: string): value is BillingType {
  return (billingTypes as readonly string[]).includes(value);
}

const CHARGED = 'Pagamento realizado com sucesso!';
const CANCELLED = 'Esta cobrança foi cancelada.';

/** The request's Idempotency-Key, or undefined without one. */
function idempotencyKeyOf(request: Request): string | undefined {
  return request.headers.get(IDEMPOTENCY_HEADER)?.trim() || undefined;
}

function paymentOf(userId: number, paymentId: string): PaymentRow | undefined {
  return currentState().payments.find(
    (payment) => payment.id === paymentId && payment.userId === userId,
  );
}

/** Adds the card's field errors and answers its number (digits, no spaces). */
function checkCreditCard(errors: FieldErrorList, creditCard: unknown, now: Date): string {
  const card: JsonBody =
    typeof creditCard === 'object' && creditCard !== null ? (creditCard as JsonBody) : {};
  const holderName = textField(card, 'holderName');
  const number = textField(card, 'number').replace(/\s/g, '');
  const month = Number(textField(card, 'expiryMonth'));
  const yearText = textField(card, 'expiryYear');
  const ccv = textField(card, 'ccv');

  if (!holderName) errors.add('creditCard.holderName', 'Informe o nome impresso no cartão.');
  if (!/^\d{13,19}$/.test(number)) {
    errors.add('creditCard.number', 'Informe o número do cartão.');
  } else if (!DECLINED_CARD_NUMBERS.has(number) && !passesLuhn(number)) {
    errors.add('creditCard.number', 'Número de cartão inválido.');
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    errors.add('creditCard.expiryMonth', 'Mês de validade inválido.');
  }
  if (!/^\d{4}$/.test(yearText)) {
    errors.add('creditCard.expiryYear', 'Ano de validade inválido.');
  } else {
    const year = Number(yearText);
    const expired =
      year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    if (expired) errors.add('creditCard.expiryYear', 'Cartão vencido.');
  }
  if (!/^\d{3,4}$/.test(ccv)) errors.add('creditCard.ccv', 'Código de segurança inválido.');
  return number;
}

export const paymentHandlers = [
  http.post('/{provider}/create-customer', async ({ request, params, response }) => {
    const user = await buyerOf(request, params);
    if (!user || user instanceof Response) return user;
    const body = await readJsonBody(request);
    if (textField(body, 'user_id') !== String(user.id)) return errorResponse(403, 'Acesso negado.');
    // One provider customer per user: asking again answers the same one.
    const existing = currentState().customers.find((customer) => customer.userId === user.id);
    const customerId =
      existing?.id ??
      (await updateStore((draft) => {
        const id = randomProviderId('cus');
        draft.customers.push({ id, userId: user.id });
        return id;
      }));
    return response(200).json({ customer: { [customerIdField]: customerId } });
  }),

  http.post('/{provider}/create-payments', async ({ request, params, response }) => {
    const user = await buyerOf(request, params);
    if (!user || user instanceof Response) return user;
    const body = await readJsonBody(request);
    if (textField(body, 'user_id') !== String(user.id)) return errorResponse(403, 'Acesso negado.');

    const errors = new FieldErrorList();
    const customerId = textField(body, 'id_customer');
    const customer = currentState().customers.find(
      (row) => row.id === customerId && row.userId === user.id,
    );
    if (!customer) errors.add('id_customer', 'Cliente não encontrado.');
    const billingType = textField(body, 'billingType');
    if (!isBillingType(billingType)) {
      errors.add('billingType', 'Forma de pagamento inválida: use CREDIT_CARD ou PIX.');
    }
    const plan = findPlan(textField(body, 'plan_id'));
    if (!plan) errors.add('plan_id', 'Plano não encontrado.');
    const current = currentPlanOfUser(user.id);
    if (plan && current && plan.cardLimit < current.cardLimit) {
      errors.add('plan_id', SMALLER_PLAN);
    }
    for (const field of ['value', 'totalValue']) {
      if (plan && Number(textField(body, field)) !== plan.price) {
        errors.add(field, 'O valor não corresponde ao preço do plano.');
      }
    }
    const dueDate = textField(body, 'dueDate');
    if (!isIsoDate(dueDate) || dueDate < isoDate(new Date())) {
      errors.add('dueDate', 'Data de vencimento inválida.');
    }
    const installments = body.installmentCount;
    if (
      billingType === 'CREDIT_CARD' &&
      installments !== null &&
      installments !== undefined &&
      !(
        Number.isInteger(installments) &&
        Number(installments) >= 1 &&
        Number(installments) <= MAX_INSTALLMENTS
      )
    ) {
      errors.add('installmentCount', `Parcelamento de 1 a ${MAX_INSTALLMENTS} vezes.`);
    }
    if (!errors.isEmpty || !customer || !plan || !isBillingType(billingType)) {
      return validationError(errors.errors);
    }

    const createKey = idempotencyKeyOf(request);
    // Looked up and added in one change: two requests with the same key create one payment.
    const payment = await updateStore((draft) => {
      const earlier = createKey
        ? draft.payments.find((row) => row.userId === user.id && row.createKey === createKey)
        : undefined;
      if (earlier) return earlier;
      const created: PaymentRow = {
        id: randomProviderId('pay'),
        userId: user.id,
        customerId: customer.id,
        planId: plan.id,
        billingType,
        value: plan.price,
        dueDate,
        status: 'PENDING',
        pixConfirmAt: null,
        createKey,
      };
      draft.payments.push(created);
      return created;
    });
    if (payment.planId !== plan.id || payment.billingType !== billingType) {
      return errorResponse(422, 'Esta chave de idempotência já criou outro pagamento.');
    }
    return response(200).json({
      payment: { [paymentIdField]: payment.id, status: payment.status, value: payment.value },
    });
  }),

  http.post(
    '/{provider}/payments/{paymentId}/payWithCreditCard',
    async ({ request, params, response }) => {
      const user = await buyerOf(request, params);
      if (!user || user instanceof Response) return user;
      const payment = paymentOf(user.id, String(params.paymentId));
      if (!payment) return notFound('Cobrança não encontrada.');
      const chargeKey = idempotencyKeyOf(request);
      // A charge sent again with its key (its answer was lost) is that same charge, not another.
      if (payment.status === 'CONFIRMED' && chargeKey && payment.chargeKey === chargeKey) {
        return response(200).json({ message: CHARGED });
      }
      if (payment.status === 'CONFIRMED') return errorResponse(409, 'Esta cobrança já foi paga.');
      if (payment.status === 'CANCELLED') return errorResponse(400, CANCELLED);
      if (payment.billingType !== 'CREDIT_CARD') {
        return errorResponse(400, 'Esta cobrança não aceita cartão de crédito.');
      }
      const body = await readJsonBody(request);
      const errors = new FieldErrorList();
      if (textField(body, 'customer_id') !== payment.customerId) {
        errors.add('customer_id', 'Cliente não corresponde à cobrança.');
      }
      const paymentCardNumber = checkCreditCard(errors, body.creditCard, new Date());
      if (!errors.isEmpty) return validationError(errors.errors);
      if (DECLINED_CARD_NUMBERS.has(paymentCardNumber)) return errorResponse(400, DECLINED);

      await updateStore((draft) => {
        payment.chargeKey = chargeKey;
        completePurchase(draft, payment);
      });
      return response(200).json({ message: CHARGED });
    },
  ),

  http.get(
    '/{provider}/payments/{paymentId}/billingInfo',
    async ({ request, params, response }) => {
      const user = await buyerOf(request, params);
      if (!user || user instanceof Response) return user;
      await settleDuePixPayments(user.id);
      const payment = paymentOf(user.id, String(params.paymentId));
      if (!payment || payment.billingType !== 'PIX' || payment.status === 'CANCELLED') {
        return response(200).json({ error: 'Nenhuma informação de cobrança encontrada.' });
      }
      const payload = buildPixPayload({
        ...DEMO_PIX_RECEIVER,
        amount: payment.value,
        txid: payment.id,
      });
      const encodedImage = await qrPngBase64(payload);
      if (payment.pixConfirmAt === null) {
        await updateStore(() => {
          payment.pixConfirmAt = Date.now() + PIX_DEMO_CONFIRM_MS;
        });
      }
      return response(200).json({
        data: { pix: { encodedImage, payload, expirationDate: payment.dueDate } },
      });
    },
  ),

  // As the provider removes a payment: a paid one stays, a cancelled one answers as it did.
  http.delete('/{provider}/payments/{paymentId}', async ({ request, params, response }) => {
    const user = await buyerOf(request, params);
    if (!user || user instanceof Response) return user;
    await settleDuePixPayments(user.id);
    const payment = paymentOf(user.id, String(params.paymentId));
    if (!payment) return notFound('Cobrança não encontrada.');
    if (payment.status === 'CONFIRMED') return errorResponse(409, 'Esta cobrança já foi paga.');
    await updateStore(() => {
      payment.status = 'CANCELLED';
    });
    return response(200).json({ message: 'Cobrança cancelada.' });
  }),

  // The demo's "Simular pagamento": the buyer's bank paid this Pix now.
  http.post(
    '/{provider}/payments/{paymentId}/simulate-pix',
    async ({ request, params, response }) => {
      const user = await buyerOf(request, params);
      if (!user || user instanceof Response) return user;
      const payment = paymentOf(user.id, String(params.paymentId));
      // A cancelled payment is gone at the provider.
      if (!payment || payment.billingType !== 'PIX' || payment.status === 'CANCELLED') {
        return notFound('Cobrança não encontrada.');
      }
      await updateStore((draft) => completePurchase(draft, payment));
      return response(200).json({ message: 'Pagamento confirmado.' });
    },
  ),
];
