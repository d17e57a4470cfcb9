import { getCards } from '@/api/cards';
import { useResource } from '@/components/useResource';
import { recordHasHolder } from '@/lib/cardRecord';
import { readUser } from '@/session/cookies';

export interface CardCounts {
  /** The cards the account has. */
  issued: number;
  /** Those whose record names its holder. */
  filled: number;
}

function readCardCounts(signal: AbortSignal): Promise<CardCounts> {
  const user = readUser();
  if (!user) return Promise.reject(new Error('no user cookie'));
  return getCards(user.id, signal).then((cards) => ({
    issued: cards.length,
    filled: cards.filter(recordHasHolder).length,
  }));
}

/** How many cards the logged-in user has, and how many of their records are filled. */
export function useCardCounts() {
  return useResource(readCardCounts);
}
