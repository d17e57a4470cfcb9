// The input half of the field-kind registry (the rules half is src/record/fieldKinds.ts): one
// input per kind, and a kind without one is a type error.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, inputClass, type FieldA11y } from '@/components/FieldFrame';
import { MaskedTextField } from '@/components/MaskedTextField';
import { RadioGroup } from '@/components/RadioGroup';
import { Select } from '@/components/Select';
import { CPF_MASK } from '@/lib/cpf';
import { isoDate } from '@/lib/dates';
import { PHONE_MASKS } from '@/lib/phone';
import { displayText, type FieldKind, type FieldOfKind } from '@/record';

/** What react-hook-form binds to an input. */
export interface BoundInput {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: (element: HTMLElement | null) => void;
  disabled?: boolean;
}

export interface KindInputProps<K extends FieldKind> {
  field: FieldOfKind<K>;
  bound: BoundInput;
  label: ReactNode;
  error?: string;
  className: string;
}

type KindInput<K extends FieldKind> = (props: KindInputProps<K>) => ReactNode;

/** The props every plain element input shares. */
function elementProps({ value, onChange, onBlur, name, inputRef, disabled }: BoundInput) {
  return {
    ref: inputRef,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    name,
    disabled,
    // Health data: never offered back by the browser to the next person at this computer.
    autoComplete: 'off',
    className: `${inputClass} w-full min-w-0`,
  };
}

/** A plain input inside its label and error. */
function framed<K extends FieldKind>(
  input: (props: KindInputProps<K>, a11y: FieldA11y) => ReactNode,
): KindInput<K> {
  return function FramedInput(props) {
    return (
      <FieldFrame label={props.label} error={props.error} className={props.className}>
        {(a11y) => input(props, a11y)}
      </FieldFrame>
    );
  };
}

function masked(mask: string | { mask: string }[]): KindInput<'cpf' | 'phone'> {
  return function MaskedInput({ bound, label, error, className }) {
    return (
      <MaskedTextField
        label={label}
        mask={mask}
        {...bound}
        error={error}
        className={className}
        inputMode="numeric"
        autoComplete="off"
      />
    );
  };
}

function SelectInput({ field, bound, label, error, className }: KindInputProps<'select'>) {
  const { t } = useTranslation(['recordEditor', 'record']);
  // A stored value outside the list stays choosable instead of silently vanishing.
  const values =
    bound.value && !field.options.includes(bound.value)
      ? [...field.options, bound.value]
      : field.options;
  return (
    <Select
      label={label}
      options={values.map((value) => ({ value, label: displayText(field, value, t) }))}
      emptyLabel={t('recordEditor:choose')}
      autoComplete="off"
      {...bound}
      error={error}
      className={className}
    />
  );
}

function YesNoInput({ field, bound, label, error, className }: KindInputProps<'yesno'>) {
  const { t } = useTranslation(['record', 'recordEditor']);
  const group = useRef<HTMLDivElement>(null);
  const radios = (
    <RadioGroup
      legend={label}
      options={['1', '0'].map((value) => ({ value, label: displayText(field, value, t) }))}
      {...bound}
      error={error}
    />
  );
  // A question of the form only has no "not informed": its fields simply stay closed.
  if (field.formOnly) return <div className={className}>{radios}</div>;
  return (
    <div ref={group} className={`flex flex-col items-start ${className}`}>
      {radios}
      {bound.value ? (
        // A stored question goes back to "not informed" (neither option), never to "Não".
        <button
          type="button"
          disabled={bound.disabled}
          onClick={() => {
            bound.onChange('');
            group.current?.querySelector('input')?.focus();
          }}
          className="mt-1 min-h-6 text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          {t('recordEditor:clearAnswer')} <span className="sr-only">({label})</span>
        </button>
      ) : null}
    </div>
  );
}

/** Every kind's input. */
export const fieldInputs: { readonly [K in FieldKind]: KindInput<K> } = {
  text: framed((props, a11y) => <input type="text" {...elementProps(props.bound)} {...a11y} />),
  textarea: framed((props, a11y) => <textarea rows={3} {...elementProps(props.bound)} {...a11y} />),
  date: framed((props, a11y) => (
    // The picker offers no day after today for a date of something that has happened.
    <input
      type="date"
      max={props.field.past ? isoDate(new Date()) : undefined}
      {...elementProps(props.bound)}
      {...a11y}
    />
  )),
  number: framed((props, a11y) => (
    <input
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      {...elementProps(props.bound)}
      {...a11y}
    />
  )),
  select: SelectInput,
  yesno: YesNoInput,
  cpf: masked(CPF_MASK),
  phone: masked(PHONE_MASKS),
};

/** The input of a field's kind. */
export function inputOf<K extends FieldKind>(field: FieldOfKind<K>): KindInput<K> {
  // Keyed by kind, so the entry found is this kind's (see rulesOf in src/record/fieldKinds.ts).
  return fieldInputs[field.kind] as unknown as KindInput<K>;
}
