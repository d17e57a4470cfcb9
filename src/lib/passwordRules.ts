// The rules of a password, shared by the forms, the session and the demo backend.
import { isValidCpf } from './cpf';

/** The shortest password the API accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** The text without what may stand between a CPF's digits as people write it: dots, a dash, spaces. */
export function withoutCpfSeparators(text: string): string {
  return text.replace(/[\s.\-/]/g, '');
}

/** True when the password is the CPF, with or without its dots, dash or spaces: no secret. */
export function passwordIsTheCpf(password: string, cpfDigits: string): boolean {
  return cpfDigits !== '' && withoutCpfSeparators(password) === cpfDigits;
}

/**
 * The rule: an account whose password is its CPF (the checkout's first password, no secret) must
 * choose another before anything else. The server knows the CPF; the demo backend asks this.
 */
export function mustChooseNewPassword(password: string, cpfDigits: string): boolean {
  return passwordIsTheCpf(password, cpfDigits);
}

/**
 * The same rule where the CPF is not known (a login, seen from the browser): a password that is a
 * CPF number, 11 digits with valid check digits, written with or without separators.
 */
export function passwordLooksLikeACpf(password: string): boolean {
  const digits = withoutCpfSeparators(password);
  return /^\d{11}$/.test(digits) && isValidCpf(digits);
}

export type NewPasswordProblem = 'required' | 'tooShort' | 'isCpf';

/** What is wrong with a new password for the account with this CPF (digits); null when nothing. */
export function newPasswordProblem(password: string, cpfDigits: string): NewPasswordProblem | null {
  if (password === '') return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return passwordIsTheCpf(password, cpfDigits) ? 'isCpf' : null;
}
