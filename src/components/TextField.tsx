import type { InputHTMLAttributes, Ref } from 'react';
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
