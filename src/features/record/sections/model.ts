import type { RecordDraft } from '../../../api/medicalRecord';
import { cpfDigits } from '../../../lib/cpf';
import { phoneDigits } from '../../../lib/phone';
import { visibleFields } from './registry';
import type { FieldDecl, ItemValues, SectionDecl } from './types';

/** One card of a section form: the field values plus what the API keeps beside them. */
export interface FormItem {
  id?: number;
  attachment_file_path?: string;
  /** A file chosen for upload, not yet saved. */
  file: File | null;
  values: ItemValues;
}

/** The values a new item starts with. */
export function blankValues(section: SectionDecl): ItemValues {
  return Object.fromEntries(section.fields.map((field) => [field.name, field.defaultValue ?? '']));
}

export function blankItem(section: SectionDecl): FormItem {
  return { file: null, values: blankValues(section) };
}

/** A stored item (any shape the client read) as a form card. */
export function toFormItem(section: SectionDecl, stored: object): FormItem {
  const record = stored as Record<string, unknown>;
  const values = blankValues(section);
  for (const field of section.fields) {
    const value = record[field.name];
    if (typeof value === 'string' || typeof value === 'number') values[field.name] = String(value);
  }
  const path = record.attachment_file_path;
  return {
    id: typeof record.id === 'number' ? record.id : undefined,
    attachment_file_path: typeof path === 'string' && path ? path : undefined,
    file: null,
    values,
  };
}

/** How a field's value travels: CPF and phone as digits only. */
function wireValue(field: FieldDecl, value: string): string {
  if (field.kind === 'cpf') return cpfDigits(value);
  if (field.kind === 'phone') return phoneDigits(value);
  return value.trim();
}

/** Whether a card holds anything worth saving or showing. */
export function hasData(section: SectionDecl, item: FormItem): boolean {
  if (item.file || item.attachment_file_path) return true;
  return visibleFields(section, item.values).some((field) => {
    const value = wireValue(field, item.values[field.name] ?? '');
    return value !== '' && value !== (field.defaultValue ?? '');
  });
}

/**
 * The body items of a save: blank cards left out, fields hidden by their rule sent empty, CPF
 * and phone as digits.
 */
export function toDrafts(section: SectionDecl, items: FormItem[]): RecordDraft[] {
  return items
    .filter((item) => hasData(section, item))
    .map((item) => {
      const shown = new Set(visibleFields(section, item.values).map((field) => field.name));
      const draft: RecordDraft = { file: item.file };
      if (item.id !== undefined) draft.id = String(item.id);
      if (item.attachment_file_path) draft.attachment_file_path = item.attachment_file_path;
      for (const field of section.fields) {
        draft[field.name] = shown.has(field.name)
          ? wireValue(field, item.values[field.name] ?? '')
          : '';
      }
      return draft;
    });
}
