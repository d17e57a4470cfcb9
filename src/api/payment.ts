import { paymentProvider } from '../lib/env';
import { call, callForMessage, partOf } from './call';
import { badShape, type CallOptions } from './client';
import { ApiError } from './errors';
import type { ApiMessage, CreatePaymentRequest, PayWithCreditCardRequest, PixData } from './types';

const provider = { provider: paymentProvider };
export const customerIdField = `customer_${paymentProvider}_id`;
export const paymentIdField = `${paymentProvider}_payment_id`;

const customerOptions: CallOptions = { fallbackKey: 'errors.createCustomer' };
const paymentOptions: CallOptions = { fallbackKey: 'errors.createPayment' };

const pixOptions: CallOptions = { fallbackKey: 'errors.pixData' };
const simulateOptions: CallOptions = { fallbackKey: 'errors.pixSimulate' };

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Creates the provider customer and answers its id. */
export async function createCustomer(userId: number): Promise<string> {
  const data = await call(
    'post',
    '/{provider}/create-customer',
    { path: provider, body: { user_id: userId } },
    customerOptions,
  );
  const id = idOf(partOf(data, 'customer')?.[customerIdField]);
  if (!id) throw badShape({ fallbackKey: 'errors.customerMissing' }, 'customer id');
  return id;
}

/**
 * Sent with the calls that spend money: the API carries out a call once per key and answers a
 * repeated one as it answered the first (docs/api-contract.md).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Creates a payment and answers its id; the same key answers the same payment. */
export async function createPayment(
  body: CreatePaymentRequest,
  idempotencyKey: string,
): Promise<string> {
  const data = await call(
    'post',
    '/{provider}/create-payments',
    { path: provider, header: { [IDEMPOTENCY_HEADER]: idempotencyKey }, body },
    paymentOptions,
  );
  const id = idOf(partOf(data, 'payment')?.[paymentIdField]);
  if (!id) throw badShape({ fallbackKey: 'errors.paymentIdMissing' }, 'payment id');
  return id;
}

const chargeOptions: CallOptions = { fallbackKey: 'errors.chargeCard', slow: true };

/**
 * A charge that failed this way may still have gone through: the request may have reached the
 * provider though its answer never came back.
 */
export function mayHaveCharged(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'timeout' || error.kind === 'network');
}

/**
 * A charge the provider answered with a refusal (a declined card, a rejected field): nothing was
 * charged. Not a payment already paid (409), nor a call turned away before it was tried (401, 429).
 */
export function chargeRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 409, 429].includes(error.status)
  );
}

/** Charges the card; a repeated charge with the payment's key is that same charge. */
export async function payWithCreditCard(
  paymentId: string,
  body: PayWithCreditCardRequest,
  idempotencyKey: string,
): Promise<ApiMessage> {
  // Another body is not an approval: a proxy may have answered for a provider never reached.
  return callForMessage(
    'post',
    '/{provider}/payments/{paymentId}/payWithCreditCard',
    { path: { ...provider, paymentId }, header: { [IDEMPOTENCY_HEADER]: idempotencyKey }, body },
    chargeOptions,
  );
}

export async function getPixBillingInfo(paymentId: string): Promise<PixData> {
  const data = await call(
    'get',
    '/{provider}/payments/{paymentId}/billingInfo',
    { path: { ...provider, paymentId } },
    pixOptions,
  );
  const pix = partOf(partOf(data, 'data'), 'pix');
  if (pix) {
    const { encodedImage, payload } = pix;
    if (typeof encodedImage === 'string' && typeof payload === 'string') {
      return { encodedImage, payload };
    }
    throw badShape(pixOptions, 'pix');
  }
  throw badShape({ fallbackKey: 'errors.noBillingInfo' }, 'billing info');
}

/** The demo backend only: pays a Pix payment at once, as if the buyer's bank had sent it. */
export async function simulatePixPayment(paymentId: string): Promise<ApiMessage> {
  return callForMessage(
    'post',
    '/{provider}/payments/{paymentId}/simulate-pix',
    { path: { ...provider, paymentId } },
    simulateOptions,
  );
}
