import type { FieldDecl, ItemValues } from './types';

type Extra = Omit<FieldDecl, 'name' | 'kind' | 'options' | 'enumName'>;

export const text = (name: string, extra: Extra = {}): FieldDecl => ({
  name,
  kind: 'text',
  ...extra,
});

export const longText = (name: string, extra: Extra = {}): FieldDecl => ({
  name,
  kind: 'textarea',
  wide: true,
  ...extra,
});

export const date = (name: string, extra: Extra = {}): FieldDecl => ({
  name,
  kind: 'date',
  ...extra,
});

export const yesNo = (name: string, extra: Extra = {}): FieldDecl => ({
  name,
  kind: 'yesno',
  options: ['1', '0'],
  ...extra,
});

export const choice = (
  name: string,
  options: readonly string[],
  enumName: string | undefined,
  extra: Extra = {},
): FieldDecl => ({ name, kind: 'select', options, enumName, ...extra });

/** A "shown when" rule: the item's `field` holds `value`. */
export const when =
  (field: string, value: string) =>
  (item: ItemValues): boolean =>
    item[field] === value;
