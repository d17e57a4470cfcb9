// The rules of a new password, shared by the forms and the demo backend.

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

export type NewPasswordProblem = 'required' | 'tooShort' | 'isCpf';

/** What is wrong with a new password for the account with this CPF (digits); null when nothing. */
export function newPasswordProblem(password: string, cpfDigits: string): NewPasswordProblem | null {
  if (password === '') return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return passwordIsTheCpf(password, cpfDigits) ? 'isCpf' : null;
}
