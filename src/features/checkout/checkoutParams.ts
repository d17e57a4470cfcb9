import type { CheckoutParams } from '@/lib/paths';
import { findPlan, type Plan } from '@/lib/plans';

/** The checkout's plan: what is shown and charged, always from the plan list. */
export interface CheckoutPlan {
  plan: CheckoutParams;
  /** The link's price, name or card limit were not the plan's (an old or edited link). */
  outOfDate: boolean;
}

function positiveInteger(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function fromPlanList(plan: Plan): CheckoutParams {
  return { id: plan.id, price: plan.price, planName: plan.name, cardLimit: plan.cardLimit };
}

/** Whether the link's other parameters say what the plan says. */
function linkAgrees(query: URLSearchParams, plan: Plan): boolean {
  const price = query.get('price')?.trim() ?? '';
  return (
    price !== '' &&
    Number(price) === plan.price &&
    (query.get('planName')?.trim() ?? '') === plan.name &&
    positiveInteger(query.get('cardLimit')) === plan.cardLimit
  );
}

/**
 * The plan of a checkout link (id, price, planName, cardLimit: the product spec, section 2). Only
 * the id is trusted: anyone can write a link, so the name, price and card limit come from the plan
 * list (the product spec, section 9), and a link that says otherwise is out of date. Null when
 * the id names no plan.
 */
export function readCheckoutParams(query: URLSearchParams): CheckoutPlan | null {
  const id = positiveInteger(query.get('id'));
  const plan = id === null ? undefined : findPlan(id);
  if (!plan) return null;
  return { plan: fromPlanList(plan), outOfDate: !linkAgrees(query, plan) };
}
