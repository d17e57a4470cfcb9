import { useCallback, useState } from 'react';
import { getCardVisibility } from '../../../api/cards';
import { useResource } from '../../../components/useResource';
import type { RecordVisibility } from '../../../record';
import { readUser } from '../../../session/cookies';

/** A card's public-page choice as last read or saved, with the read's state and a retry. */
export function useCardVisibility(cardNumber: string) {
  const load = useCallback(
    (signal: AbortSignal) => {
      const user = readUser();
      return user
        ? getCardVisibility(user.id, cardNumber, signal)
        : Promise.reject(new Error('no user cookie'));
    },
    [cardNumber],
  );
  const { state, retry } = useResource(load, { defaultErrorKey: 'errors.recordLoad' });
  const [saved, setSaved] = useState<RecordVisibility | null>(null);
  const current = saved ?? (state.status === 'shown' ? state.data : null);
  return { state, retry, current, setSaved };
}

export type CardVisibility = ReturnType<typeof useCardVisibility>;
