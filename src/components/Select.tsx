import type { ReactNode, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundInput, type BindProps, type BoundProps } from './boundInput';
import { FieldFrame, inputClass } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The text of a first, empty option ("Selecione"); without it a value is always chosen. */
  emptyLabel?: string;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  /** `off` where the choice is health or identity data. */
  autoComplete?: string;
  id?: string;
  className?: string;
  inputRef?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down list with its hint and error announced to screen readers. */
export function Select({
  label,
  options,
  value,
  onChange,
  emptyLabel,
  error,
  hint,
  id,
  className = '',
  inputRef,
  ...select
}: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(a11y) => (
        <select
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
          {...select}
          {...a11y}
        >
          {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A drop-down list bound to react-hook-form: its value, its rules and its error message. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  rules,
  ...select
}: Omit<SelectProps, BoundProps> & BindProps<T>) {
  const bound = useBoundInput({ control, name, rules });
  return <Select {...select} {...bound} />;
}
