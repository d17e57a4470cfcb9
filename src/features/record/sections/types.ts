import type { RecordResource } from '../../../api/types';

/** The field types every section is made of; each has one Input and one Display. */
export type FieldKind =
  'text' | 'textarea' | 'date' | 'select' | 'yesno' | 'cpf' | 'phone' | 'number';

/** One item's values as the forms and the view hold them: every field as text. */
export type ItemValues = Record<string, string>;

export interface FieldDecl {
  /** The API field name. Its label is `fields.{section id}.{name}` in the `record` namespace. */
  name: string;
  kind: FieldKind;
  /** For selects: the stored values, labelled `enums.{enumName}.{optionKey(value)}`. */
  options?: readonly string[];
  /** The label group of the options; without it an option's label is the value itself. */
  enumName?: string;
  /** The field is asked for, and shown, only when this holds for its item. */
  shownWhen?: (item: ItemValues) => boolean;
  /** The value of a new item. */
  defaultValue?: string;
  /** Spans the whole row of the form. */
  wide?: boolean;
  /** A unit shown after the value in the view (i18n key in `record`). */
  unitKey?: string;
}

/** What the sections' own visibility rules may look at. */
export interface RecordFacts {
  /** The gender chosen in personal information ('' when none). */
  gender: string;
}

export interface SectionDecl {
  /** Anchor and name, as SPEC.md section 2 lists them; also the prefix of its words. */
  id: string;
  resource: RecordResource;
  fields: readonly FieldDecl[];
  /**
   * With nothing saved the editor shows the empty-state text and an add-first button instead of
   * a blank card.
   */
  emptyState?: boolean;
  /** Saving does nothing until this field has a value. */
  requiredToSave?: string;
  /** Removing an item saves the remaining list at once and reads it again. */
  saveOnRemove?: boolean;
  /** What this section's item tells the other sections' rules. */
  factsOf?: (item: ItemValues) => Partial<RecordFacts>;
  /** The editor shows the section only when this holds. */
  inEditorWhen?: (facts: RecordFacts) => boolean;
  /** The public view shows the section only when this holds. */
  inViewWhen?: (facts: RecordFacts) => boolean;
}
