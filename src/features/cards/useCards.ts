import { getCards } from '@/api/cards';
import type { Card } from '@/api/types';
import { useResource, type ResourceOptions } from '@/components/useResource';
import { readUser } from '@/session/cookies';

function readCards(signal: AbortSignal): Promise<Card[]> {
  const user = readUser();
  return user ? getCards(user.id, signal) : Promise.reject(new Error('no user cookie'));
}

const cardsOptions: ResourceOptions<Card[]> = {
  defaultErrorKey: 'errors.cardsLoad',
  isEmpty: (cards) => cards.length === 0,
};

/** The logged-in user's cards, with a way to load them again. */
export function useCards() {
  return useResource(readCards, cardsOptions);
}
