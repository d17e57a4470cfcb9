import { useId, type ReactNode, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundInput, type BindProps, type BoundProps } from './boundInput';

const looks = {
  /** A form field: bordered boxes the height of a touch target, under a field's label. */
  field: {
    fieldset: 'flex min-w-0 flex-col gap-1.5',
    legend: 'mb-1.5 text-sm font-medium text-slate-800',
    options: 'flex flex-wrap gap-2',
    option:
      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:bg-brand-50',
    input: 'h-4 w-4 accent-brand-700',
  },
  /** Small round chips, for a setting in a dialog. */
  chips: {
    fieldset: '',
    legend: 'text-sm font-semibold text-slate-900',
    options: 'mt-2 flex flex-wrap gap-2',
    option:
      'flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-600',
    input: 'accent-brand-700',
  },
  /** Large tiles side by side, for the choice a step of a page turns on. */
  tiles: {
    fieldset: '',
    legend: 'text-lg font-semibold text-slate-900',
    options: 'mt-3 grid gap-3 sm:grid-cols-2',
    option:
      'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 font-medium has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-600 has-disabled:cursor-not-allowed',
    input: 'h-4 w-4 accent-brand-700',
  },
} as const;

export type RadioLook = keyof typeof looks;

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** The value chosen; one no option has (such as '') leaves every radio unchecked. */
  value: string;
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** The radios' shared name; a unique one by default. */
  name?: string;
  error?: string;
  disabled?: boolean;
  /** Given to the first radio, where react-hook-form moves the focus to a field in error. */
  inputRef?: Ref<HTMLInputElement>;
  look?: RadioLook;
  className?: string;
}

/**
 * A set of radio buttons in a fieldset named by its legend; its error is the fieldset's
 * description. The browser's own radios: arrow keys move the choice, Tab leaves the group.
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  disabled,
  inputRef,
  look = 'field',
  className = '',
}: RadioGroupProps<V>) {
  const fallbackName = useId();
  const errorId = useId();
  const classes = looks[look];
  return (
    <fieldset
      className={`${classes.fieldset} ${className}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.options}>
        {options.map((option, index) => (
          <label key={option.value} className={classes.option}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name ?? fallbackName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
              className={classes.input}
            />
            {option.label}
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

/** A radio group bound to react-hook-form: its value, its rules and its error message. */
export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  rules,
  ...group
}: Omit<RadioGroupProps<string>, BoundProps> & BindProps<T>) {
  const bound = useBoundInput({ control, name, rules });
  return <RadioGroup {...group} {...bound} />;
}
