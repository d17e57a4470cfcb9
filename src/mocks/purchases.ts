// What a confirmed payment gives the user: the purchase on their profile and the plan's cards.
// A purchase by a user who already has a plan is a plan change: the newest purchase is the plan,
// and the user then holds as many cards as it allows (the missing ones added, none removed).
import { isoDate } from '../lib/dates';
import { findPlan, findPlanByName, type Plan } from './plans';
import { currentState, takeId, unusedCardCode, updateStore } from './store';
import type { DemoState, PaymentRow } from './state';

/** How long after its QR code is shown a demo Pix payment counts as paid. */
export const PIX_DEMO_CONFIRM_MS = 20_000;

/**
 * The plan the user has: that of their newest purchase. A smaller one cannot be bought over it
 * (its cards would outnumber the plan); the same one can (it adds no card).
 */
export function currentPlanOfUser(userId: number): Plan | undefined {
  const newest = currentState().userPayments.findLast((row) => row.userId === userId);
  return newest ? findPlanByName(newest.plan_name) : undefined;
}

/** Confirms the payment once: a second call for the same payment changes nothing. */
export function completePurchase(draft: DemoState, payment: PaymentRow): void {
  const plan = findPlan(payment.planId);
  if (payment.status !== 'PENDING' || !plan) return;
  payment.status = 'CONFIRMED';
  draft.userPayments.push({
    userId: payment.userId,
    plan_name: plan.name,
    value: plan.price,
    cards: plan.cardLimit,
    transaction_date: isoDate(new Date()),
  });
  const owned = draft.cards.filter((card) => card.userId === payment.userId).length;
  const buyer = draft.users.find((user) => user.id === payment.userId);
  for (let i = owned; i < plan.cardLimit; i++) {
    const cardCode = unusedCardCode(draft);
    draft.cards.push({ id: takeId(draft), number: cardCode, userId: payment.userId });
    // A buyer's first card is theirs: it carries the name of the purchase, which the owner
    // corrects in the record. The others are for people the buyer has not named yet.
    draft.records[cardCode] =
      i === 0 && buyer
        ? {
            'personal-information': [
              { id: takeId(draft), name: buyer.name, attachment_file_path: null },
            ],
          }
        : {};
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
