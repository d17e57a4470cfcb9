import { useCallback, useEffect, useState } from 'react';
import { signCardCopy } from '@/api/cards';
import { isCopySignature, signedFragment } from '@/recordReading/cardCopy/signature';
import { storedQrPicks, useQrPicks, withPicks, type QrPick, type QrPicking } from './qrPicks';
import { readCardCopy } from '@/recordReading/cardCopy/read';
import {
  encodeCardSummary,
  fittedCardSummary,
  type CardSummary,
} from '@/recordReading/cardCopy/format';

export type CardCopyState =
  | { status: 'loading' }
  /**
   * The copy as it fits the QR code, its fragment ('' when it holds nothing known), and the
   * copy as read, before it was fitted: what it leaves out is only in the online record.
   */
  | { status: 'ready'; copy: CardSummary; fragment: string; cut: number; made: CardSummary };

function hasAnything(copy: CardSummary): boolean {
  return Object.entries(copy).some(([key, part]) => key !== 'madeOn' && part !== null);
}

function cutOf(copy: CardSummary): number {
  return [copy.allergies, copy.conditions, copy.medicines, copy.mriUnsafe].reduce(
    (total, list) => total + (list?.cut ?? 0),
    0,
  );
}

/**
 * The copy with the API's signature after its fields; without one when the API gives none (the
 * page then says the copy is not verified, and still shows it).
 */
async function signed(cardCode: string, fragment: string): Promise<string> {
  try {
    const signature = await signCardCopy(cardCode, fragment);
    return isCopySignature(signature) ? signedFragment(fragment, signature) : fragment;
  } catch {
    return fragment;
  }
}

/**
 * The card's copy of its public summary, read when `enabled`, with the owner's picks first (those
 * stored for the card, unless given).
 */
export function useCardCopy(
  cardCode: string,
  enabled = true,
  picks: readonly QrPick[] = storedQrPicks(cardCode),
): CardCopyState {
  const [state, setState] = useState<CardCopyState>({ status: 'loading' });
  const make = useCallback((signal: AbortSignal) => readCardCopy(cardCode, signal), [cardCode]);
  // The picks as one value: a new list with the same picks reads nothing again.
  const picked = JSON.stringify(picks);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void make(controller.signal).then(async (read) => {
      if (controller.signal.aborted) return;
      const made = withPicks(read, JSON.parse(picked) as QrPick[]);
      const copy = fittedCardSummary(made);
      const fragment = hasAnything(copy) ? await signed(cardCode, encodeCardSummary(copy)) : '';
      if (controller.signal.aborted) return;
      setState({ status: 'ready', copy, fragment, cut: cutOf(copy), made });
    });
    return () => controller.abort();
  }, [make, enabled, cardCode, picked]);
  return state;
}

/** A card's copy for a dialog that makes its QR code: with the owner's picks, and their controls. */
export function usePickedCardCopy(cardCode: string): { copy: CardCopyState; picking: QrPicking } {
  const [picks, pick, reset] = useQrPicks(cardCode);
  const copy = useCardCopy(cardCode, true, picks);
  return { copy, picking: { picked: picks.length > 0, pick, reset } };
}
