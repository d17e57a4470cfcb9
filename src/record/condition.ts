/**
 * A rule kept as data, so the editor, the view, the print, the demo backend and the tests all read
 * the same declaration: "shown when the item's `status` is `Concluído`".
 */
export type Condition =
  | { readonly field: string; readonly is: string }
  | { readonly field: string; readonly isNot: string }
  | { readonly all: readonly Condition[] };

/**
 * A condition that names only the keys of `V` (a field name → the values that field can hold),
 * each with one of its own values: what `defineSection` accepts, so that a misspelt field or
 * option is a type error.
 */
export type ConditionOver<V> =
  | {
      [K in keyof V & string]:
        { readonly field: K; readonly is: V[K] } | { readonly field: K; readonly isNot: V[K] };
    }[keyof V & string]
  | { readonly all: readonly ConditionOver<V>[] };

/** Values a condition looks at: an item's fields, or the record's facts. */
export type ConditionValues = Readonly<Record<string, string | undefined>>;

/** Whether the condition holds for these values; no condition always holds. */
export function holds(condition: Condition | undefined, values: ConditionValues): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((part) => holds(part, values));
  const value = values[condition.field] ?? '';
  return 'is' in condition ? value === condition.is : value !== condition.isNot;
}

/** One comparison of a condition: a field that is, or is not, a value. */
export type Comparison = Exclude<Condition, { readonly all: readonly Condition[] }>;

/** The comparisons a condition is made of, with every `all` opened up. */
export function comparisons(condition: Condition | undefined): Comparison[] {
  if (!condition) return [];
  return 'all' in condition ? condition.all.flatMap(comparisons) : [condition];
}
