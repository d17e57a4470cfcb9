// Builders for field declarations: `text('name')` keeps the name's literal type, from which the
// stored item types are derived (registry.ts), and its `shownWhen` rule's literal names, which
// `defineSection` checks against the section's own fields (section.ts).
import type { Condition } from './condition';
import type { FieldKind, FieldOfKind } from './fieldKinds';

/** What any field may add; `C`, its rule's own type, keeps the names `defineSection` checks. */
type Extra<C extends Condition> = {
  readonly shownWhen?: C;
  readonly defaultValue?: string;
  readonly wide?: boolean;
  readonly identityNumber?: boolean;
};

/**
 * A built field: its kind's declaration, with the literal types of its name and rule. The rule's
 * type is taken from the builder's arguments only (`NoInfer`), never from where the field is used.
 */
type Field<K extends FieldKind, N extends string, C extends Condition> = Omit<
  FieldOfKind<K, N>,
  'shownWhen'
> & { readonly shownWhen?: NoInfer<C> };

export const text = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> = {},
): Field<'text', N, C> => ({ name, kind: 'text', ...extra });

export const longText = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> = {},
): Field<'textarea', N, C> => ({ name, kind: 'textarea', wide: true, ...extra });

export const date = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> & { readonly past?: true } = {},
): Field<'date', N, C> => ({ name, kind: 'date', ...extra });

export const yesNo = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> = {},
): Field<'yesno', N, C> => ({ name, kind: 'yesno', ...extra });

/**
 * A yes/no question of the form only, "does the item hold anything?" ("Não" until answered): the
 * item's other fields declare `shownWhen: when(name, '1')`.
 */
export const presenceQuestion = <const N extends string>(name: N) =>
  ({ name, kind: 'yesno', formOnly: true, defaultValue: '0' }) as const satisfies FieldOfKind<
    'yesno',
    N
  >;

export const cpf = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> = {},
): Field<'cpf', N, C> => ({ name, kind: 'cpf', ...extra });

export const phone = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> = {},
): Field<'phone', N, C> => ({ name, kind: 'phone', ...extra });

export const count = <const N extends string, const C extends Condition = never>(
  name: N,
  extra: Extra<C> & { readonly unitKey?: string } = {},
): Field<'number', N, C> => ({ name, kind: 'number', ...extra });

/** A choice among `options`, the stored values: their literal types are the field's values. */
export const choice = <
  const N extends string,
  const O extends readonly string[],
  const C extends Condition = never,
>(
  name: N,
  options: O,
  enumName: string | undefined,
  extra: Extra<C> = {},
): Field<'select', N, C> & { readonly options: O } => ({
  name,
  kind: 'select',
  options,
  enumName,
  ...extra,
});

/**
 * A "shown when" rule: the item's `field` holds `value`. Both keep their literal types, so that
 * `defineSection` refuses a field the section does not declare, or a value the field cannot hold.
 */
export const when = <const F extends string, const V extends string>(field: F, value: V) =>
  ({ field, is: value }) satisfies Condition;

/** The opposite rule: `field` holds anything but `value` (nothing counts as not `value`). */
export const unless = <const F extends string, const V extends string>(field: F, value: V) =>
  ({ field, isNot: value }) satisfies Condition;
