// Which summary each card's QR code was last made with on this device: the day, and a fingerprint
// of what it carried. No medical text is kept, and the note stays after logout (qrMadeNote.ts).
import { readStoredJson, writeStored } from '@/lib/safeStorage';
import { fingerprint, qrMadeKey } from '@/lib/qrMadeNote';
import { encodeCardSummary, type CardSummary } from '@/recordReading/cardCopy/format';

export interface MadeQrCopy {
  madeOn: string;
  fingerprint: string;
}

/** The fingerprint of what a copy carries, whatever day it was made. */
export function copyFingerprint(copy: CardSummary): string {
  return fingerprint(encodeCardSummary({ ...copy, madeOn: '2000-01-01' }));
}

export function rememberQrCopy(cardCode: string, copy: CardSummary): void {
  const made: MadeQrCopy = { madeOn: copy.madeOn, fingerprint: copyFingerprint(copy) };
  // Refused storage leaves the note unwritten; the QR code and the print go ahead regardless.
  writeStored('local', qrMadeKey(cardCode), JSON.stringify(made));
}

export function madeQrCopy(cardCode: string): MadeQrCopy | null {
  const saved = readStoredJson('local', qrMadeKey(cardCode));
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
