// What a confirmed payment gives the user: the purchase on their profile and the plan's cards.
import { isoDate } from '../lib/dates';
import { findPlan } from './plans';
import { currentState, takeId, unusedCardCode, updateStore } from './store';
import type { DemoState, PaymentRow } from './state';

/** How long after its QR code is shown a demo Pix payment counts as paid. */
export const PIX_DEMO_CONFIRM_MS = 20_000;

/** Confirms the payment once: a second call for the same payment changes nothing. */
export function completePurchase(draft: DemoState, payment: PaymentRow): void {
  const plan = findPlan(payment.planId);
  if (payment.status === 'CONFIRMED' || !plan) return;
  payment.status = 'CONFIRMED';
  draft.userPayments.push({
    userId: payment.userId,
    plan_name: plan.name,
    value: plan.price,
    cards: plan.cardLimit,
    transaction_date: isoDate(new Date()),
  });
  for (let i = 0; i < plan.cardLimit; i++) {
    const number = unusedCardCode(draft);
    draft.cards.push({ id: takeId(draft), number, userId: payment.userId });
    draft.records[number] = {};
  }
}

/** Completes the user's Pix payments whose demo confirmation time has passed. */
export async function settleDuePixPayments(userId: number): Promise<void> {
  const now = Date.now();
  const due = currentState().payments.filter(
    (payment) =>
      payment.userId === userId &&
      payment.status === 'PENDING' &&
      payment.pixConfirmAt !== null &&
      payment.pixConfirmAt <= now,
  );
  if (due.length === 0) return;
  await updateStore((draft) => due.forEach((payment) => completePurchase(draft, payment)));
}
