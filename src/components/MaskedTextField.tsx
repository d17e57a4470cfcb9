import type { ReactNode, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldFrame, inputClass } from './FieldFrame';

export type Mask = string | { mask: string }[];

export interface MaskedTextFieldProps {
  label: ReactNode;
  /** react-imask pattern ('000.000.000-00'), or a list to choose from by length. */
  mask: Mask;
  value: string;
  /** Called with the masked text as typed. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with a react-imask mask, for react-hook-form's Controller or plain state. */
export function MaskedTextField({
  label,
  mask,
  value,
  onChange,
  error,
  hint,
  id,
  className = '',
  inputRef,
  ...input
}: MaskedTextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(a11y) => (
        <IMaskInput
          {...(typeof mask === 'string' ? { mask } : { mask: mask.map((m) => ({ ...m })) })}
          inputRef={inputRef}
          value={value}
          onAccept={(masked: string) => {
            if (masked !== value) onChange(masked);
          }}
          className={inputClass}
          {...a11y}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
