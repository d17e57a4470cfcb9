// Checks of the personal fields that registration and the profile share. Each answers what is
// wrong, or null; the screens turn that into words.
import { cpfDigits, isValidCpf } from './cpf';

export type FieldProblem = 'required' | 'length' | 'invalid';

// A practical check only: the server has the last word on what an e-mail address is.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function nameProblem(value: string): 'required' | null {
  return value.trim() ? null : 'required';
}

export function emailProblem(value: string): 'required' | 'invalid' | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL.test(email) ? null : 'invalid';
}

/** Empty, not 11 digits, or wrong check digits. */
export function cpfProblem(value: string): FieldProblem | null {
  const digits = cpfDigits(value);
  if (!digits) return 'required';
  if (digits.length !== 11) return 'length';
  return isValidCpf(digits) ? null : 'invalid';
}
