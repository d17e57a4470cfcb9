// Which summary each card's QR code was last made with on this device (the API keeps no date of a
// record's last change): the day, and a fingerprint of what it carried. No medical text is kept.
import { readStoredJson, writeStored } from '@/lib/safeStorage';
import { encodeCardSummary, type CardSummary } from '@/recordView/cardSummary';

export interface MadeQrCopy {
  madeOn: string;
  fingerprint: string;
}

const storageKey = (cardNumber: string) => `qrCopy:${cardNumber}`;

/** A short FNV-1a fingerprint of what a copy carries, whatever day it was made. */
export function copyFingerprint(copy: CardSummary): string {
  const carried = encodeCardSummary({ ...copy, madeOn: '2000-01-01' });
  let hash = 0x811c9dc5;
  for (const character of carried) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function rememberQrCopy(cardNumber: string, copy: CardSummary): void {
  const made: MadeQrCopy = { madeOn: copy.madeOn, fingerprint: copyFingerprint(copy) };
  // Refused storage leaves the note unwritten; the QR code and the print go ahead regardless.
  writeStored('local', storageKey(cardNumber), JSON.stringify(made));
}

export function madeQrCopy(cardNumber: string): MadeQrCopy | null {
  const saved = readStoredJson('local', storageKey(cardNumber));
  if (typeof saved !== 'object' || saved === null) return null;
  const { madeOn, fingerprint } = saved as Record<string, unknown>;
  return typeof madeOn === 'string' && typeof fingerprint === 'string'
    ? { madeOn, fingerprint }
    : null;
}

/** Whether a QR code made before now carries a summary other than the record's current one. */
export function isQrCopyOlder(made: MadeQrCopy, current: CardSummary): boolean {
  return made.fingerprint !== copyFingerprint(current);
}
