import { useCallback, useEffect, useState } from 'react';
import { readCardCopy } from '@/recordView/readCardCopy';
import { encodeCardSummary, fittedCardSummary, type CardSummary } from '@/recordView/cardSummary';

export type CardCopyState =
  | { status: 'loading' }
  /** The copy as it fits the QR code, and its fragment ('' when it holds nothing known). */
  | { status: 'ready'; copy: CardSummary; fragment: string; cut: number };

function hasAnything(copy: CardSummary): boolean {
  return Object.entries(copy).some(([key, part]) => key !== 'madeOn' && part !== null);
}

function cutOf(copy: CardSummary): number {
  return [copy.allergies, copy.conditions, copy.medicines, copy.mriUnsafe].reduce(
    (total, list) => total + (list?.cut ?? 0),
    0,
  );
}

/** The card's copy of its public summary, read when `enabled`. */
export function useCardCopy(cardNumber: string, enabled = true): CardCopyState {
  const [state, setState] = useState<CardCopyState>({ status: 'loading' });
  const make = useCallback((signal: AbortSignal) => readCardCopy(cardNumber, signal), [cardNumber]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void make(controller.signal).then((made) => {
      if (controller.signal.aborted) return;
      const copy = fittedCardSummary(made);
      const fragment = hasAnything(copy) ? encodeCardSummary(copy) : '';
      setState({ status: 'ready', copy, fragment, cut: cutOf(copy) });
    });
    return () => controller.abort();
  }, [make, enabled]);
  return state;
}
