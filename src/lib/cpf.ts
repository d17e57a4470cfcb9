const CPF_LENGTH = 11;

/** The CPF input mask in react-imask syntax. */
export const CPF_MASK = '000.000.000-00';

function allDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Digits only, at most 11. */
export function cpfDigits(input: string): string {
  return allDigits(input).slice(0, CPF_LENGTH);
}

/** The 000.000.000-00 mask, applied as far as the digits go: '1234' -> '123.4'. */
export function formatCpf(input: string): string {
  const digits = cpfDigits(input);
  let formatted = digits.slice(0, 3);
  if (digits.length > 3) formatted += `.${digits.slice(3, 6)}`;
  if (digits.length > 6) formatted += `.${digits.slice(6, 9)}`;
  if (digits.length > 9) formatted += `-${digits.slice(9, 11)}`;
  return formatted;
}

/** The check digit that follows `digits`, by the Receita Federal's modulo-11 rule. */
function checkDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/**
 * True for a well-formed CPF: exactly 11 digits (more digits are not cut off here, they make it
 * invalid), both check digits right, and not one digit repeated, which passes the check but is
 * never issued.
 */
export function isValidCpf(input: string): boolean {
  const digits = allDigits(input);
  if (digits.length !== CPF_LENGTH) return false;
  if (/^(\d)\1*$/.test(digits)) return false;
  const numbers = Array.from(digits, Number);
  const first = checkDigit(numbers.slice(0, 9));
  const second = checkDigit(numbers.slice(0, 10));
  return numbers[9] === first && numbers[10] === second;
}
