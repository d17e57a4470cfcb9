const MOBILE_LENGTH = 11;
const LANDLINE_LENGTH = 10;
const AREA_CODE_LENGTH = 2;
const BRAZIL_CALLING_CODE = '55';

/** react-imask dynamic mask: a landline until the 11th digit makes it a mobile. */
export const PHONE_MASKS: { mask: string }[] = [
  { mask: '(00) 0000-0000' },
  { mask: '(00) 00000-0000' },
];

function allDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Digits only, at most 11. */
export function phoneDigits(input: string): string {
  return allDigits(input).slice(0, MOBILE_LENGTH);
}

/**
 * '(DD) NNNNN-NNNN' for 11 digits, '(DD) NNNN-NNNN' for 10, and the same shape as far as the
 * digits go while typing: '(1', '(11', '(11) 9876', '(11) 9876-5'.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, AREA_CODE_LENGTH);
  const number = digits.slice(AREA_CODE_LENGTH);
  if (number.length === 0) return `(${area}`;
  const firstPartLength = digits.length === MOBILE_LENGTH ? 5 : 4;
  if (number.length <= firstPartLength) return `(${area}) ${number}`;
  return `(${area}) ${number.slice(0, firstPartLength)}-${number.slice(firstPartLength)}`;
}

/** A landline (10 digits) or a mobile (11 digits); more digits are not a phone. */
export function isCompletePhone(input: string): boolean {
  const length = allDigits(input).length;
  return length === LANDLINE_LENGTH || length === MOBILE_LENGTH;
}

/** A `tel:` link in international form, or null when the number is incomplete. */
export function telHref(input: string): string | null {
  return isCompletePhone(input) ? `tel:+${BRAZIL_CALLING_CODE}${allDigits(input)}` : null;
}

/**
 * A WhatsApp link, only for mobiles: 11 digits whose number part starts with 9, as every
 * Brazilian mobile does. Landlines get null.
 */
export function whatsappHref(input: string): string | null {
  const digits = allDigits(input);
  const isMobile = digits.length === MOBILE_LENGTH && digits[AREA_CODE_LENGTH] === '9';
  return isMobile ? `https://wa.me/${BRAZIL_CALLING_CODE}${digits}` : null;
}
