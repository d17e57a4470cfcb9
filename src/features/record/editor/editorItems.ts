import { recordResources } from '../../../api/medicalRecord';
import { toInputValue } from '../fields/FieldInput';
import { blankItem, toFormItem, type FormItem } from '../sections/model';
import type { SectionDecl } from '../sections/types';

/** The values of one section form. */
export interface SectionFormValues {
  items: FormItem[];
}

/** List resources hold any number of cards; flat and single ones exactly one. */
export function isListSection(section: SectionDecl): boolean {
  return recordResources[section.resource].kind === 'list';
}

/** A stored item as a card of the editor, each value as its input holds it. */
function toEditorItem(section: SectionDecl, stored: object): FormItem {
  const item = toFormItem(section, stored);
  for (const field of section.fields) {
    item.values[field.name] = toInputValue(field.kind, item.values[field.name] ?? '');
  }
  return item;
}

/**
 * The cards a section form starts with: the stored items; without any, none (the empty state)
 * where the section has one, else one blank card (SPEC.md section 4).
 */
export function formValuesOf(section: SectionDecl, stored: readonly object[]): SectionFormValues {
  const kept = isListSection(section) ? stored : stored.slice(0, 1);
  const items = kept.map((item) => toEditorItem(section, item));
  if (items.length > 0 || section.emptyState) return { items };
  return { items: [blankItem(section)] };
}
