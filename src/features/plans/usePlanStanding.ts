import { getCards } from '@/api/cards';
import { getUserInfo } from '@/api/user';
import { useResource, type ResourceOptions } from '@/components/useResource';
import { recordHasHolder } from '@/lib/cardRecord';
import { currentPlanOf } from '@/lib/plans';
import { readUser } from '@/session/cookies';
import type { PlanStanding } from './planOption';

async function readStanding(signal: AbortSignal): Promise<PlanStanding> {
  const user = readUser();
  if (!user) throw new Error('no user cookie');
  const [info, cards] = await Promise.all([getUserInfo(signal), getCards(user.id, signal)]);
  return {
    current: currentPlanOf(info.payments),
    cardsInUse: cards.filter(recordHasHolder).length,
  };
}

const standingOptions: ResourceOptions<PlanStanding> = { defaultErrorKey: 'errors.userInfo' };

/** The logged-in user's plan and cards in use, read as the plans page opens. */
export function usePlanStanding() {
  return useResource(readStanding, standingOptions);
}
