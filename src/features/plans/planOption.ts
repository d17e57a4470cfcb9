import type { Plan } from '@/lib/plans';

/** Where the logged-in user stands: the plan they have and how many of its cards are in use. */
export interface PlanStanding {
  current: Plan | undefined;
  cardsInUse: number;
}

/**
 * What a plan offers this user. Without a plan, any plan is bought as usual. With one, only a
 * larger plan is a change (it replaces the plan and adds the missing cards); the plan they have,
 * and a smaller one, are not offered: the plan in force is paid for the year, and a smaller plan
 * may not even hold the cards in use.
 */
export type PlanOption =
  | { kind: 'buy' }
  | { kind: 'current' }
  | { kind: 'upgrade'; addedCards: number }
  | { kind: 'tooSmall'; cardsInUse: number }
  | { kind: 'smaller' };

export function planOption(plan: Plan, standing: PlanStanding | null): PlanOption {
  const current = standing?.current;
  if (!standing || !current) return { kind: 'buy' };
  if (plan.id === current.id) return { kind: 'current' };
  if (plan.cardLimit > current.cardLimit) {
    return { kind: 'upgrade', addedCards: plan.cardLimit - current.cardLimit };
  }
  if (standing.cardsInUse > plan.cardLimit) {
    return { kind: 'tooSmall', cardsInUse: standing.cardsInUse };
  }
  return { kind: 'smaller' };
}
