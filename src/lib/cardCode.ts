/** Characters in a card code, without hyphens. */
export const CARD_CODE_LENGTH = 9;

/** Longest text the code input accepts: 9 characters plus two hyphens. */
export const CARD_CODE_INPUT_MAX = 11;

const GROUP_SIZE = 3;

/** Letters and digits only, upper case, at most 9 characters. */
export function cleanCardCode(input: string): string {
  return input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, CARD_CODE_LENGTH);
}

/** The cleaned code grouped 3-3-3 with hyphens, as it is typed: 'abc12' -> 'ABC-12'. */
export function formatCardCode(input: string): string {
  const cleaned = cleanCardCode(input);
  const groups: string[] = [];
  for (let start = 0; start < cleaned.length; start += GROUP_SIZE) {
    groups.push(cleaned.slice(start, start + GROUP_SIZE));
  }
  return groups.join('-');
}

export function isCompleteCardCode(input: string): boolean {
  return cleanCardCode(input).length === CARD_CODE_LENGTH;
}

/**
 * A card code as every request and link carries it: upper case, without hyphens
 * ('abc-123-xyz' -> 'ABC123XYZ'). One spelling per card, so a guess costs the same whatever its
 * case, and the record view's first reads are the very ones the app would send.
 */
export function canonicalCardCode(cardCode: string): string {
  return cardCode.replace(/-/g, '').toUpperCase();
}

/** Whether a code from an address is a card code: nine letters or digits, hyphens aside. */
export function isCardCodeAddress(cardCode: string): boolean {
  return /^[A-Za-z0-9]{9}$/.test(cardCode.replace(/-/g, ''));
}

/** A code from an address as a page shows it: 000-000-000 when it is one, else as it came. */
export function shownCardCode(cardCode: string): string {
  const lettersAndDigits = cardCode.replace(/[^A-Za-z0-9]/g, '');
  return cleanCardCode(cardCode) === lettersAndDigits.toUpperCase()
    ? formatCardCode(cardCode)
    : cardCode;
}
