import { getCards } from '../../api/cards';
import { useResource } from '../../components/useResource';
import { recordHasHolder } from '../../lib/cardRecord';
import { readUser } from '../../session/cookies';

function readCardsInUse(signal: AbortSignal): Promise<number> {
  const user = readUser();
  if (!user) return Promise.reject(new Error('no user cookie'));
  return getCards(user.id, signal).then((cards) => cards.filter(recordHasHolder).length);
}

/** How many of the logged-in user's cards are in use: their records name their holders. */
export function useCardsInUse() {
  return useResource(readCardsInUse);
}
