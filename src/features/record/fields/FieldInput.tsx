import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { FieldFrame, inputClass } from '../../../components/FieldFrame';
import { CPF_MASK, formatCpf } from '../../../lib/cpf';
import { formatPhone, PHONE_MASKS } from '../../../lib/phone';
import type { FieldDecl, FieldKind } from '../sections/types';
import { displayText } from './displayText';

const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * A stored value as its input holds it: CPF and phone already masked (so the mask does not
 * change, and dirty, a value nobody touched), dates without a time part.
 */
export function toInputValue(kind: FieldKind, stored: string): string {
  if (!stored) return stored;
  if (kind === 'cpf') return formatCpf(stored);
  if (kind === 'phone') return formatPhone(stored);
  if (kind === 'date') return ISO_DATE_START.exec(stored)?.[0] ?? stored;
  return stored;
}

/**
 * Words only screen readers hear after a label, to tell apart the cards of a list: "Tipo
 * (Alergia 2)". The space stays outside the hidden span: a name computation trims the edges of an
 * element's own text.
 */
export function ItemSuffix({ text }: { text?: string }) {
  return text ? (
    <>
      {' '}
      <span className="sr-only">({text})</span>
    </>
  ) : null;
}

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
  const { t } = useTranslation(['recordEditor', 'record']);
  const { field, fieldState } = useController({ control, name, rules });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  const common = { name: field.name, onBlur: field.onBlur, disabled: field.disabled };

  if (decl.kind === 'yesno') {
    return (
      <YesNoInput
        label={label}
        value={value}
        options={decl.options ?? ['1', '0']}
        optionLabel={(option) => displayText(decl, option, t)}
        onChange={field.onChange}
        inputRef={field.ref}
        error={error}
        className={className}
        {...common}
      />
    );
  }

  return (
    <FieldFrame label={label} error={error} className={className}>
      {(a11y) => {
        switch (decl.kind) {
          case 'textarea':
            return (
              <textarea
                ref={field.ref}
                rows={3}
                value={value}
                onChange={field.onChange}
                className={inputClass}
                {...common}
                {...a11y}
              />
            );
          case 'select': {
            const options = decl.options ?? [];
            // A stored value outside the list stays choosable instead of silently vanishing.
            const choices = value && !options.includes(value) ? [...options, value] : options;
            return (
              <select
                ref={field.ref}
                value={value}
                onChange={field.onChange}
                className={inputClass}
                {...common}
                {...a11y}
              >
                <option value="">{t('recordEditor:choose')}</option>
                {choices.map((option) => (
                  <option key={option} value={option}>
                    {displayText(decl, option, t)}
                  </option>
                ))}
              </select>
            );
          }
          case 'cpf':
          case 'phone':
            return (
              <IMaskInput
                {...(decl.kind === 'cpf'
                  ? { mask: CPF_MASK }
                  : { mask: PHONE_MASKS.map((mask) => ({ ...mask })) })}
                inputRef={field.ref}
                value={value}
                onAccept={(masked: string) => {
                  if (masked !== value) field.onChange(masked);
                }}
                inputMode="numeric"
                autoComplete="off"
                className={inputClass}
                {...common}
                {...a11y}
              />
            );
          default:
            return (
              <input
                ref={field.ref}
                type={decl.kind === 'date' ? 'date' : decl.kind === 'number' ? 'number' : 'text'}
                {...(decl.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' } : {})}
                value={value}
                onChange={field.onChange}
                className={inputClass}
                {...common}
                {...a11y}
              />
            );
        }
      }}
    </FieldFrame>
  );
}

function YesNoInput({
  label,
  value,
  options,
  optionLabel,
  onChange,
  inputRef,
  error,
  className,
  name,
  onBlur,
  disabled,
}: {
  label: ReactNode;
  value: string;
  options: readonly string[];
  optionLabel: (option: string) => string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
  className: string;
  name: string;
  onBlur: () => void;
  disabled?: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={`flex min-w-0 flex-col gap-1.5 ${className}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              onBlur={onBlur}
              disabled={disabled}
              className="h-4 w-4 accent-brand-700"
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
