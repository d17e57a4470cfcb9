// How a document number shows where only part of it may (the public page, by default), as
// Brazilian services print them. Each mask gives the same text when applied again, so a number
// the server already masked comes out unchanged.

const HIDDEN = '*';
/** The passport's characters that stay: its last three. */
const PASSPORT_SHOWN = 3;
/** Stars before them, however long the number: its length is not told either. */
const PASSPORT_HIDDEN = 6;

/** A CPF with its middle six digits only: '529.982.247-25' -> '***.982.247-**'. */
export function maskCpf(value: string): string {
  const kept = value.replace(/[^\d*]/g, '');
  const middle = kept.length === 11 ? kept.slice(3, 9) : '';
  // Anything but the 11 places of a CPF shows nothing of itself.
  const digits = /^\d{6}$/.test(middle) ? middle : HIDDEN.repeat(6);
  return `${HIDDEN.repeat(3)}.${digits.slice(0, 3)}.${digits.slice(3)}-${HIDDEN.repeat(2)}`;
}

/** A passport number with its last three characters only: 'FX123456' -> '******456'. */
export function maskPassport(value: string): string {
  const kept = value.replace(/\s/g, '');
  const characters = kept.replaceAll(HIDDEN, '');
  // A number already masked keeps the end it shows; any other shows its end only when it is
  // longer than that end (a three-character number would be shown whole).
  const masked = kept.startsWith(HIDDEN);
  const shown =
    masked || characters.length > PASSPORT_SHOWN ? characters.slice(-PASSPORT_SHOWN) : '';
  return `${HIDDEN.repeat(PASSPORT_HIDDEN)}${shown}`;
}
