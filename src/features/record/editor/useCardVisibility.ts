import { useCallback, useState } from 'react';
import { getCards } from '@/api/cards';
import { ApiError } from '@/api/errors';
import { useResource } from '@/components/useResource';
import { canonicalCardCode } from '@/lib/cardCode';
import type { RecordVisibility } from '@/record';
import { readUser } from '@/session/cookies';

/** The card list carries no choice at all: this server does not offer one. */
export const NOT_OFFERED = 'not-offered';

/**
 * What the public page may show of one of the user's cards, as the card list tells it. A card
 * missing from the list, or listed without the choice while others carry theirs, fails like a
 * malformed answer: showing "everything public" for a choice not read could undo the patient's.
 * A list where no card carries one comes from an API without the (assumed) choice.
 */
async function readCardVisibility(
  cardCode: string,
  signal: AbortSignal,
): Promise<RecordVisibility | typeof NOT_OFFERED> {
  const user = readUser();
  if (!user) throw new Error('no user cookie');
  const wanted = canonicalCardCode(cardCode);
  const cards = await getCards(user.id, signal);
  const card = cards.find((listed) => canonicalCardCode(listed.number) === wanted);
  if (card && cards.every((listed) => listed.visibility === undefined)) return NOT_OFFERED;
  const visibility = card?.visibility;
  if (!visibility) throw new ApiError({ kind: 'shape', fallbackKey: 'errors.recordLoad' });
  return visibility;
}

/** A card's public-page choice as last read or saved, with the read's state and a retry. */
export function useCardVisibility(cardCode: string) {
  const load = useCallback(
    (signal: AbortSignal) => readCardVisibility(cardCode, signal),
    [cardCode],
  );
  const { state, retry } = useResource(load, { defaultErrorKey: 'errors.recordLoad' });
  const [saved, setSaved] = useState<RecordVisibility | null>(null);
  const read = state.status === 'shown' ? state.data : null;
  const current = saved ?? (read === NOT_OFFERED ? null : read);
  return { state, retry, current, setSaved, notOffered: read === NOT_OFFERED };
}

export type CardVisibility = ReturnType<typeof useCardVisibility>;
