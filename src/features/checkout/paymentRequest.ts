import { ApiError } from '@/api/errors';
import type { BillingType, CreatePaymentRequest } from '@/api/types';
import { tomorrowIso } from '@/lib/dates';
import type { CheckoutParams } from '@/lib/paths';
import { findPlan } from '@/lib/plans';
import { readCustomerId } from './customerStorage';
import { readUserCookie } from '@/session/cookies';

export interface PaymentContext {
  customerId: string;
  userId: number;
}

/**
 * The customer id (local storage) and the user id (cookie) a payment needs; without either,
 * "Faltam informações necessárias para realizar o pagamento." (the plan's own fields were checked
 * when the page opened).
 */
export function readPaymentContext(): PaymentContext {
  const customerId = readCustomerId();
  const userId = readUserCookie();
  if (!customerId || userId.status !== 'ok') {
    throw new ApiError({ kind: 'shape', fallbackKey: 'errors.paymentInfoMissing' });
  }
  return { customerId, userId: userId.user.id };
}

/**
 * The create-payments body of docs/api-contract.md; only a card payment carries the instalment
 * count. The price and the name are the plan list's for the plan's id, whatever else `plan`
 * carries: a checkout link can be written by hand.
 */
export function buildPaymentRequest(
  plan: Pick<CheckoutParams, 'id'>,
  context: PaymentContext,
  billingType: BillingType,
  installmentCount: number | null,
): CreatePaymentRequest {
  const listed = findPlan(plan.id);
  if (!listed) throw new ApiError({ kind: 'shape', fallbackKey: 'errors.paymentInfoMissing' });
  return {
    id_customer: context.customerId,
    plan_id: listed.id,
    user_id: context.userId,
    billingType,
    value: listed.price,
    dueDate: tomorrowIso(),
    installmentCount: billingType === 'CREDIT_CARD' ? installmentCount : null,
    totalValue: listed.price,
    description: listed.name,
  };
}
