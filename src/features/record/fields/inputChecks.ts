// What an input of a kind refuses before a save, checked as registration and the profile check
// it and told in their words. A record's fields are optional: an empty input is never refused here.
import { cpfProblem } from '@/lib/personFields';
import { valueProblem, type FieldDecl, type FieldKind } from '@/record';

/** The i18n key of what is wrong with a typed value, or null when nothing is. */
export type InputCheck = (input: string, field: FieldDecl) => string | null;

export const inputChecks: { readonly [K in FieldKind]?: InputCheck } = {
  // The rule is the record's, which the API applies too: the form only says it first.
  date: (input, field) =>
    valueProblem(field, input) === 'futureDate' ? 'recordEditor:futureDate' : null,
  cpf: (input) => {
    const problem = cpfProblem(input);
    return problem && problem !== 'required' ? `account:validation.cpf.${problem}` : null;
  },
};
