import { createElement, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import type { FieldDecl } from '@/record';
import { inputOf } from './fieldInputs';

export interface FieldInputProps<T extends FieldValues> {
  field: FieldDecl;
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  rules?: Omit<RegisterOptions<T, Path<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs'>;
  className?: string;
}

/** The input of one declared field, by its kind, bound to react-hook-form. */
export function FieldInput<T extends FieldValues>({
  field: decl,
  control,
  name,
  label,
  rules,
  className = '',
}: FieldInputProps<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  // The registry's inputs are module-level components, one per kind: the same kind, the same one.
  return createElement(inputOf(decl), {
    field: decl,
    bound: {
      value: typeof field.value === 'string' ? field.value : '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      name: field.name,
      inputRef: field.ref,
      disabled: field.disabled,
    },
    label,
    error: fieldState.error?.message,
    className,
  });
}
