// What an input of a kind refuses before a save, checked as registration and the profile check
// it and told in their words. A record's fields are optional: an empty input is never refused here.
import { cpfProblem } from '../../../lib/personFields';
import type { FieldKind } from '../../../record';

/** The i18n key of what is wrong with a typed value, or null when nothing is. */
export type InputCheck = (input: string) => string | null;

export const inputChecks: { readonly [K in FieldKind]?: InputCheck } = {
  cpf: (input) => {
    const problem = cpfProblem(input);
    return problem && problem !== 'required' ? `account:validation.cpf.${problem}` : null;
  },
};
