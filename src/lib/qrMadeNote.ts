// Where a device notes the QR code it last made for a card. The note outlives logout (the owner
// still learns a printed summary is out of date after signing in again), so its key names the
// card by a fingerprint of its code, never the code itself: the code opens the record.

/** A short FNV-1a fingerprint of a text: eight hexadecimal digits. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const PREFIX = 'qrMade:';

export const qrMadeKey = (cardCode: string): string => `${PREFIX}${fingerprint(cardCode)}`;

/** Whether a storage key is such a note (which logout keeps). */
export const isQrMadeKey = (key: string): boolean => /^qrMade:[0-9a-f]{8}$/.test(key);
