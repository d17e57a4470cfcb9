// A section's items as the forms and the view hold them, and as they are sent.
import { isStored, rulesOf, type FieldDecl } from './fieldKinds';
import { visibleStoredFields } from './registry';
import type { FieldNameOf, SectionDeclaration, SectionValues } from './section';

/** The key a stored item carries, on the public page, with the names of the fields it hides. */
export const HIDDEN_FIELDS_KEY = 'hidden_fields';

/**
 * The key a stored item carries, on the public page, with the names of the fields it shows only
 * in part (an identity number, masked by the API).
 */
export const MASKED_FIELDS_KEY = 'masked_fields';

/** One item's values as the forms and the view hold them: every field as text. */
export type ItemValues = Record<string, string>;

/**
 * One item as read: every value as text, except a numeric `id` and the names of the fields the
 * patient hid from the public page, or shows there in part (`hidden_fields`, `masked_fields`);
 * null where null was sent.
 */
export type StoredItem = Record<string, string | number | null | readonly string[]>;

/** One card of a section form: the field values plus what the API keeps beside them. */
export interface FormItem {
  id?: number;
  attachment_file_path?: string;
  /** A file chosen for upload, not yet saved. */
  file: File | null;
  values: ItemValues;
  /** Fields the patient keeps off the public page: shown as hidden, never as "not informed". */
  hiddenFields?: readonly string[];
  /** Fields the public page shows in part (their values are the masked text): never in full. */
  maskedFields?: readonly string[];
}

/**
 * One item's values by the names its section declares: given a declared section (`allergy`),
 * reading a field it does not declare is a type error. Any item read fits it.
 */
export type ItemValuesOf<S extends SectionDeclaration> = {
  readonly [N in FieldNameOf<S>]?: string;
};

/** A card of a declared section, its values named by the section's fields. */
export type FormItemOf<S extends SectionDeclaration> = Omit<FormItem, 'values'> & {
  values: ItemValuesOf<S>;
};

/** A value a field of a declared section can hold (a choice's options, a yes/no's "1"/"0"). */
export type ValueOf<S extends SectionDeclaration, N extends FieldNameOf<S>> = SectionValues<S>[N];

/** An item as it is sent: its fields as text, plus the file chosen for upload. */
export type RecordDraft = Record<string, string | File | null | undefined> & { file?: File | null };

/** The values a new item starts with. */
export function blankValues(section: SectionDeclaration): ItemValues {
  return Object.fromEntries(section.fields.map((field) => [field.name, field.defaultValue ?? '']));
}

export function blankItem(section: SectionDeclaration): FormItem {
  return { file: null, values: blankValues(section) };
}

/** A stored item (any shape the client read) as a form card. */
export function toFormItem(section: SectionDeclaration, stored: object): FormItem {
  const record = stored as Record<string, unknown>;
  // A stored item holds what was stored: a field it lacks is empty, never a new item's default.
  const values: ItemValues = {};
  for (const field of section.fields.filter(isStored)) {
    const value = record[field.name];
    values[field.name] =
      typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  const path = record.attachment_file_path;
  const hiddenFields = fieldsNamed(section, record[HIDDEN_FIELDS_KEY]);
  const maskedFields = fieldsNamed(section, record[MASKED_FIELDS_KEY]);
  const item: FormItem = {
    id: typeof record.id === 'number' ? record.id : undefined,
    attachment_file_path: typeof path === 'string' && path ? path : undefined,
    file: null,
    values,
    ...(hiddenFields.length > 0 ? { hiddenFields } : {}),
    ...(maskedFields.length > 0 ? { maskedFields } : {}),
  };
  for (const field of section.fields) {
    if (isStored(field)) continue;
    values[field.name] = holdsStoredData(section, item) ? '1' : (field.defaultValue ?? '');
  }
  return item;
}

/** The section's fields that a list of names read from an item names. */
function fieldsNamed(section: SectionDeclaration, names: unknown): string[] {
  if (!Array.isArray(names)) return [];
  return section.fields.filter((field) => names.includes(field.name)).map((field) => field.name);
}

/** Whether an item holds a file or a stored field of a value other than its default. */
function holdsStoredData(section: SectionDeclaration, item: FormItem): boolean {
  if (item.file || item.attachment_file_path) return true;
  return section.fields.some((field) => isStored(field) && holdsValue(field, item.values));
}

function holdsValue(field: FieldDecl, values: ItemValues): boolean {
  const value = wireValue(field, values[field.name] ?? '');
  return value !== '' && value !== (field.defaultValue ?? '');
}

function wireValue(field: FieldDecl, value: string): string {
  return rulesOf(field).toWire(value);
}

/** Whether a card holds anything worth saving or showing. */
export function hasData(section: SectionDeclaration, item: FormItem): boolean {
  if (item.file || item.attachment_file_path || item.hiddenFields) return true;
  return visibleStoredFields(section, item.values).some((field) => holdsValue(field, item.values));
}

/**
 * The items of a save as they are sent: blank cards left out, fields hidden by their rule sent
 * empty, questions of the form only left out, every value in its kind's wire form.
 */
export function toDrafts(section: SectionDeclaration, items: FormItem[]): RecordDraft[] {
  return items
    .filter((item) => hasData(section, item))
    .map((item) => {
      const shown = new Set(visibleStoredFields(section, item.values).map((field) => field.name));
      const draft: RecordDraft = { file: item.file };
      if (item.id !== undefined) draft.id = String(item.id);
      if (item.attachment_file_path) draft.attachment_file_path = item.attachment_file_path;
      for (const field of section.fields.filter(isStored)) {
        draft[field.name] = shown.has(field.name)
          ? wireValue(field, item.values[field.name] ?? '')
          : '';
      }
      return draft;
    });
}

/** A section's stored items as form items, blank ones left out: what the screens show. */
export function showableItems(section: SectionDeclaration, stored: readonly object[]): FormItem[] {
  return stored.map((item) => toFormItem(section, item)).filter((item) => hasData(section, item));
}
