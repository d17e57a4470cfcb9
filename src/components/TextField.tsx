import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundInput, type BindProps } from './boundInput';
import { FieldFrame, inputClass } from './FieldFrame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error announced to screen readers. */
export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(a11y) => <input ref={ref} className={inputClass} {...a11y} {...input} />}
    </FieldFrame>
  );
}

/** A text field bound to react-hook-form as a controlled input: its value, rules and error. */
export function BoundTextField<T extends FieldValues>({
  control,
  name,
  rules,
  ...field
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error'> &
  BindProps<T>) {
  const { onChange, inputRef, ...bound } = useBoundInput({ control, name, rules });
  return (
    <TextField
      {...field}
      {...bound}
      onChange={(event) => onChange(event.target.value)}
      ref={inputRef}
    />
  );
}
