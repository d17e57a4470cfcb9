import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CPF_MASK } from '../lib/cpf';
import { cpfProblem, emailProblem, nameProblem } from '../lib/personFields';
import { MaskedField } from './MaskedField';
import { BoundTextField } from './TextField';

export type PersonField = 'name' | 'email' | 'cpf';

const problemOf = { name: nameProblem, email: emailProblem, cpf: cpfProblem } as const;

/** Name, e-mail and CPF, checked as registration and the profile both check them. */
export function PersonFields<T extends FieldValues>({
  control,
  names,
  labelOf,
  problemText,
  nameClassName,
  cpfPlaceholder,
}: {
  control: Control<T>;
  /** The form's own names for the three fields. */
  names: Record<PersonField, FieldPath<T>>;
  labelOf: (field: PersonField) => string;
  /** The words for what a check of lib/personFields found wrong ('required', 'invalid'…). */
  problemText: (field: PersonField, problem: string) => string;
  nameClassName?: string;
  cpfPlaceholder?: string;
}) {
  /** What each of the three fields takes alike: its name, check and label, and required. */
  const bound = (field: PersonField) => ({
    control,
    name: names[field],
    rules: {
      validate: (value: unknown) => {
        const problem = problemOf[field](typeof value === 'string' ? value : '');
        return problem ? problemText(field, problem) : true;
      },
    },
    label: labelOf(field),
    required: true,
  });
  return (
    <>
      <BoundTextField {...bound('name')} className={nameClassName} autoComplete="name" />
      <BoundTextField {...bound('email')} type="email" autoComplete="email" />
      <MaskedField
        {...bound('cpf')}
        mask={CPF_MASK}
        inputMode="numeric"
        autoComplete="off"
        placeholder={cpfPlaceholder}
      />
    </>
  );
}
