// The items an owner put in a card's QR code by hand, ahead of the clinical order: named in the QR
// dialog among those left out, each then goes first in its list and stays before anything the
// owner did not pick. Kept on this device per card, and cleared at logout with the rest.
import { useCallback, useState } from 'react';
import { readStoredJson, removeStored, writeStored } from '@/lib/safeStorage';
import type { CardList, CardSummary } from '@/recordReading/cardCopy/format';
import type { CardListName } from './leftOnline';

export interface QrPick {
  list: CardListName;
  name: string;
}

const picksKey = (cardCode: string) => `qrPicks:${cardCode}`;

const isPick = (value: unknown): value is QrPick =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QrPick).list === 'string' &&
  typeof (value as QrPick).name === 'string';

export function storedQrPicks(cardCode: string): QrPick[] {
  const saved = readStoredJson('local', picksKey(cardCode));
  return Array.isArray(saved) ? saved.filter(isPick) : [];
}

/** The owner's own picks of what goes in the QR code, and the ways to change them. */
export interface QrPicking {
  picked: boolean;
  pick: (item: QrPick) => void;
  reset: () => void;
}

/** The owner's picks for a card, a way to add one, and a way back to the clinical order. */
export function useQrPicks(
  cardCode: string,
): [picks: QrPick[], pick: (item: QrPick) => void, reset: () => void] {
  const [picks, setPicks] = useState(() => storedQrPicks(cardCode));
  const pick = useCallback(
    (item: QrPick) =>
      setPicks((current) => {
        const next = [...current, item];
        writeStored('local', picksKey(cardCode), JSON.stringify(next));
        return next;
      }),
    [cardCode],
  );
  const reset = useCallback(() => {
    removeStored('local', picksKey(cardCode));
    setPicks([]);
  }, [cardCode]);
  return [picks, pick, reset];
}

/** A list with the picked items first, all of clinical weight, then the others as they were. */
function picksFirst<T>(
  list: CardList<T> | null,
  isPicked: (item: T) => boolean,
): CardList<T> | null {
  if (!list) return list;
  const weighty = list.items.slice(0, list.weighty ?? 0);
  const light = list.items.slice(list.weighty ?? 0);
  const picked = list.items.filter(isPicked);
  const items = [...picked, ...weighty.filter((item) => !isPicked(item))];
  return {
    items: [...items, ...light.filter((item) => !isPicked(item))],
    cut: list.cut,
    weighty: items.length,
  };
}

/** A copy as read, with the owner's picks put first: fitting then keeps them longest. */
export function withPicks(copy: CardSummary, picks: readonly QrPick[]): CardSummary {
  if (picks.length === 0) return copy;
  const picked = (list: CardListName) => (name: string) =>
    picks.some((pick) => pick.list === list && pick.name === name);
  return {
    ...copy,
    allergies: picksFirst(copy.allergies, (allergy) => picked('allergies')(allergy.name)),
    conditions: picksFirst(copy.conditions, picked('conditions')),
    medicines: picksFirst(copy.medicines, picked('medicines')),
  };
}
