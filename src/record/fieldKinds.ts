// The field-kind registry: what each kind of field is, how its value is shown and how it travels.
// Each kind's input lives beside the forms (src/features/record/fields/fieldInputs.tsx), in a
// table of the same keys, so that the boot script, the print and the demo backend can read these
// rules without React.
import type { Translate } from '../i18n/translate';
import { cpfDigits, formatCpf } from '../lib/cpf';
import { formatDate, isAfterToday } from '../lib/dates';
import { formatPhone, phoneDigits, telHref } from '../lib/phone';
import type { Condition } from './condition';
import { optionKey } from './options';

/** What every field declares, whatever its kind. */
interface FieldCommon<N extends string> {
  /** The API field name. Its label is `fields.{section id}.{name}` in the `record` namespace. */
  readonly name: N;
  /** The field is asked for, and shown, only when this holds for its item. */
  readonly shownWhen?: Condition;
  /** The value of a new item. */
  readonly defaultValue?: string;
  /** Spans the whole row of the form. */
  readonly wide?: boolean;
  /** An identity number (CPF, passport): the patient may keep it off the public page. */
  readonly identityNumber?: boolean;
}

/** What a kind adds to a field's declaration. */
interface KindProps {
  text: object;
  textarea: object;
  date: {
    /** The date of something that has happened (a birth, a surgery): never later than today. */
    readonly past?: true;
  };
  yesno: {
    /**
     * A question of the form only ("has a plan?"): never sent nor stored, and not shown in the
     * view. Read, it is "1" when the item holds anything stored, else its default.
     */
    readonly formOnly?: true;
  };
  cpf: object;
  phone: object;
  select: {
    /** The stored values, labelled `enums.{enumName}.{optionKey(value)}`. */
    readonly options: readonly string[];
    /** The label group of the options; without it an option's label is the value itself. */
    readonly enumName?: string;
  };
  number: {
    /** A unit shown after the value (an i18n key in `record`, given `{{value}}`). */
    readonly unitKey?: string;
  };
}

export type FieldKind = keyof KindProps;

export type FieldOfKind<K extends FieldKind, N extends string = string> = FieldCommon<N> & {
  readonly kind: K;
} & KindProps[K];

/** One declared field: a union tagged by `kind`, so each kind's own settings are checked. */
export type FieldDecl<N extends string = string> = {
  [K in FieldKind]: FieldOfKind<K, N>;
}[FieldKind];

/** A value as the view and the print show it. */
export interface ShownValue {
  text: string;
  /** Nothing is stored: `text` is "not informed", and displays mark it so. */
  missing: boolean;
  /** Where tapping the value leads (a phone's call link). */
  href?: string;
}

/** What one kind of field does with its value. */
export interface KindRules<K extends FieldKind> {
  /** The stored value as shown, or null when nothing is stored. */
  show: (field: FieldOfKind<K>, value: string, t: Translate) => string | null;
  /** A link for the shown value. */
  link?: (value: string) => string | null;
  /** The stored value as the form's input holds it. */
  toInput: (stored: string) => string;
  /** The input's value as it is sent. */
  toWire: (input: string) => string;
  /** A value read from the API as the client keeps it. */
  fromWire: (read: string) => string;
  /** Shown with its line breaks. */
  multiline?: boolean;
}

const same = (value: string) => value;
const trimmed = (value: string) => value.trim();
const orNull = (value: string) => value || null;
const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/;
const COUNT = /^\d+(?:\.\d+)?$/;

/** Every kind's rules; a kind without its rules is a type error. */
export const fieldKinds: { readonly [K in FieldKind]: KindRules<K> } = {
  text: { show: (_, value) => orNull(value), toInput: same, toWire: trimmed, fromWire: same },
  textarea: {
    show: (_, value) => orNull(value),
    toInput: same,
    toWire: trimmed,
    fromWire: same,
    multiline: true,
  },
  date: {
    show: (_, value, t) => formatDate(value, t('record:locale')),
    // An input of type date takes no time part.
    toInput: (stored) => ISO_DATE_START.exec(stored)?.[0] ?? stored,
    toWire: trimmed,
    fromWire: same,
  },
  yesno: {
    show: (_, value, t) =>
      value === '1' ? t('record:yes') : value === '0' ? t('record:no') : null,
    toInput: same,
    toWire: trimmed,
    // Yes/no travels as "1"/"0" (a number or a boolean arrives as the same text). Anything else,
    // "" or text of another kind, is a question nobody answered: never "no".
    fromWire: (read) => (read === '1' || read === '0' ? read : ''),
  },
  // CPF and phone: masked in the input (so the mask does not change, and dirty, a value nobody
  // touched), digits only on the wire.
  cpf: {
    show: (_, value) => (value ? formatCpf(value) : null),
    toInput: (stored) => (stored ? formatCpf(stored) : stored),
    toWire: cpfDigits,
    fromWire: same,
  },
  phone: {
    show: (_, value) => (value ? formatPhone(value) : null),
    link: telHref,
    toInput: (stored) => (stored ? formatPhone(stored) : stored),
    toWire: phoneDigits,
    fromWire: same,
  },
  select: {
    show: (field, value, t) => {
      if (!value) return null;
      return field.enumName
        ? t(`record:enums.${field.enumName}.${optionKey(value)}`, { defaultValue: value })
        : value;
    },
    toInput: same,
    toWire: trimmed,
    fromWire: same,
  },
  number: {
    show: (field, value, t) => {
      if (!value) return null;
      // Text that is no count is shown as stored, without a unit that would make it one.
      if (!field.unitKey || !COUNT.test(value)) return value;
      // The count chooses the unit's plural form in the page's language ("1 week", "2 weeks").
      return t(`record:${field.unitKey}`, { value, count: Number(value) });
    },
    toInput: same,
    toWire: trimmed,
    fromWire: same,
  },
};

/** Whether a field travels and is stored: every field but a question of the form only. */
export function isStored(field: FieldDecl): boolean {
  return field.kind !== 'yesno' || !field.formOnly;
}

/** The rules of a field's kind. */
export function rulesOf<K extends FieldKind>(field: FieldOfKind<K>): KindRules<K> {
  // The table is keyed by kind, so the entry found is this kind's: TypeScript cannot follow the
  // correlation through the indexed access.
  return fieldKinds[field.kind] as unknown as KindRules<K>;
}

/** A field's stored value as the view and the print window show it. */
export function shownValue(field: FieldDecl, raw: string | undefined, t: Translate): ShownValue {
  const value = (raw ?? '').trim();
  const rules = rulesOf(field);
  const text = rules.show(field, value, t);
  if (text === null) return { text: t('record:notInformed'), missing: true };
  const href = rules.link?.(value) ?? undefined;
  return href ? { text, missing: false, href } : { text, missing: false };
}

/** A field's value as plain text, for every use that shows it. */
export function displayText(field: FieldDecl, raw: string | undefined, t: Translate): string {
  return shownValue(field, raw, t).text;
}

/** What is wrong with a value, by its field's declaration: the editor and the API refuse it. */
export type ValueProblem = 'futureDate';

export function valueProblem(
  field: FieldDecl,
  value: string,
  today: Date = new Date(),
): ValueProblem | null {
  if (field.kind === 'date' && field.past && isAfterToday(value.trim(), today)) return 'futureDate';
  return null;
}

/** The label of a field in a section, for every use. */
export function fieldLabel(sectionId: string, field: FieldDecl, t: Translate): string {
  return t(`record:fields.${sectionId}.${field.name}`);
}
