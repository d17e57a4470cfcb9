import type { FieldPath } from 'react-hook-form';
import { blankItem, rulesOf, type FormItem, type SectionDecl } from '@/record';

/** The values of one section form. */
export interface SectionFormValues {
  items: FormItem[];
}

/** List resources hold any number of cards; flat and single ones exactly one. */
export function isListSection(section: SectionDecl): boolean {
  return section.transport.kind === 'list';
}

/** A read item as a card of the editor, each value as its input holds it. */
function toEditorItem(section: SectionDecl, item: FormItem): FormItem {
  const values = Object.fromEntries(
    section.fields.map((field) => [
      field.name,
      rulesOf(field).toInput(item.values[field.name] ?? ''),
    ]),
  );
  return { ...item, values };
}

/**
 * The cards a section form starts with: the stored items; without any, none (the empty state)
 * where the section has one, else one blank card (the spec's editor rules).
 */
export function formValuesOf(section: SectionDecl, stored: readonly FormItem[]): SectionFormValues {
  const kept = isListSection(section) ? stored : stored.slice(0, 1);
  const items = kept.map((item) => toEditorItem(section, item));
  if (items.length > 0 || section.emptyState) return { items };
  return { items: [blankItem(section)] };
}

/**
 * The form's field for each field a 422 may name: `name` for a flat or single section,
 * `allergy.0.name` (its body key, the card's index) for a list.
 */
export function serverFieldsOf(
  section: SectionDecl,
  cards: number,
): Record<string, FieldPath<SectionFormValues>> {
  const { transport } = section;
  const entries = Array.from({ length: transport.kind === 'list' ? cards : 1 }, (_, index) =>
    section.fields.map((field) => {
      const path: FieldPath<SectionFormValues> = `items.${index}.values.${field.name}`;
      const server =
        transport.kind === 'list' ? `${transport.bodyKey}.${index}.${field.name}` : field.name;
      return [server, path] as const;
    }),
  );
  return Object.fromEntries(entries.flat());
}
