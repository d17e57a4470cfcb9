// Builders for field declarations: `text('name')` keeps the name's literal type, from which the
// stored item types are derived (registry.ts).
import type { Condition } from './condition';
import type { FieldOfKind } from './fieldKinds';

type Extra = {
  shownWhen?: Condition;
  defaultValue?: string;
  wide?: boolean;
  identityNumber?: boolean;
};

export const text = <const N extends string>(name: N, extra: Extra = {}) =>
  ({ name, kind: 'text', ...extra }) satisfies FieldOfKind<'text', N>;

export const longText = <const N extends string>(name: N, extra: Extra = {}) =>
  ({ name, kind: 'textarea', wide: true, ...extra }) satisfies FieldOfKind<'textarea', N>;

export const date = <const N extends string>(name: N, extra: Extra & { past?: true } = {}) =>
  ({ name, kind: 'date', ...extra }) satisfies FieldOfKind<'date', N>;

export const yesNo = <const N extends string>(name: N, extra: Extra = {}) =>
  ({ name, kind: 'yesno', ...extra }) satisfies FieldOfKind<'yesno', N>;

/**
 * A yes/no question of the form only, "does the item hold anything?" ("Não" until answered): the
 * item's other fields declare `shownWhen: when(name, '1')`.
 */
export const presenceQuestion = <const N extends string>(name: N) =>
  ({ name, kind: 'yesno', formOnly: true, defaultValue: '0' }) as const satisfies FieldOfKind<
    'yesno',
    N
  >;

export const cpf = <const N extends string>(name: N, extra: Extra = {}) =>
  ({ name, kind: 'cpf', ...extra }) satisfies FieldOfKind<'cpf', N>;

export const phone = <const N extends string>(name: N, extra: Extra = {}) =>
  ({ name, kind: 'phone', ...extra }) satisfies FieldOfKind<'phone', N>;

export const count = <const N extends string>(name: N, extra: Extra & { unitKey?: string } = {}) =>
  ({ name, kind: 'number', ...extra }) satisfies FieldOfKind<'number', N>;

export const choice = <const N extends string>(
  name: N,
  options: readonly string[],
  enumName: string | undefined,
  extra: Extra = {},
) => ({ name, kind: 'select', options, enumName, ...extra }) satisfies FieldOfKind<'select', N>;

/** A "shown when" rule: the item's `field` holds `value`. */
export const when = (field: string, value: string): Condition => ({ field, is: value });
