/**
 * A rule kept as data, so the editor, the view, the print, the demo backend and the tests all read
 * the same declaration: "shown when the item's `status` is `Concluído`".
 */
export type Condition =
  | { readonly field: string; readonly is: string }
  | { readonly field: string; readonly isNot: string }
  | { readonly all: readonly Condition[] };

/** Values a condition looks at: an item's fields, or the record's facts. */
export type ConditionValues = Readonly<Record<string, string | undefined>>;

/** Whether the condition holds for these values; no condition always holds. */
export function holds(condition: Condition | undefined, values: ConditionValues): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((part) => holds(part, values));
  const value = values[condition.field] ?? '';
  return 'is' in condition ? value === condition.is : value !== condition.isNot;
}
