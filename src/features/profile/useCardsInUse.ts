import { getCards } from '../../api/cards';
import type { Card } from '../../api/types';
import { useResource } from '../../components/useResource';
import { readUser } from '../../session/cookies';

/**
 * Whether a card is in use: its record has its personal information (the holder), the same rule
 * the card list uses to call a record filled.
 */
function cardInUse(card: Card): boolean {
  return (card.medical_record?.medical_record_personal_informations.length ?? 0) > 0;
}

function readCardsInUse(signal: AbortSignal): Promise<number> {
  const user = readUser();
  if (!user) return Promise.reject(new Error('no user cookie'));
  return getCards(user.id, signal).then((cards) => cards.filter(cardInUse).length);
}

/** How many of the logged-in user's cards are in use. */
export function useCardsInUse() {
  return useResource(readCardsInUse);
}
