// What the patient lets the public page (the QR code's page) show of a record: the whole record
// or nothing, each section, and the identity numbers. Derived from the declarations, so a new
// section or an identity field gets its choice with nothing else to write.
import type { FieldDecl } from './fieldKinds';
import { sections, type RecordResource, type SectionDecl } from './registry';

export interface RecordVisibility {
  /** "Deseja manter esse prontuário visível?": with false the public page shows nothing. */
  recordVisible: boolean;
  /** Sections kept off the public page, by resource. */
  hiddenSections: readonly RecordResource[];
  /** The identity numbers (CPF, passport) kept off the public page; the name stays. */
  hideIdentityNumbers: boolean;
}

/** Everything public: what a card starts with. */
export const publicRecord: RecordVisibility = {
  recordVisible: true,
  hiddenSections: [],
  hideIdentityNumbers: false,
};

/** The fields a section declares as identity numbers. */
export function identityFields(section: SectionDecl): FieldDecl[] {
  return section.fields.filter((field) => field.identityNumber);
}

/** The sections that hold identity numbers, for the choice to hide them. */
export const sectionsWithIdentity: readonly SectionDecl[] = sections.filter(
  (section) => identityFields(section).length > 0,
);

/** Why a public read answers without data: the section is hidden, or the whole record is private. */
export type Withheld = 'hidden' | 'private';

/**
 * The codes of the API's 403 to a public read the patient withheld (`{message, code}`); any other
 * 403 is a failure like any other.
 */
export const withheldCodes: Readonly<Record<string, Withheld>> = {
  section_hidden: 'hidden',
  record_private: 'private',
};

/** What a 403's code says was withheld, or null when it says nothing of the kind. */
export function withheldOf(status: number | undefined, code: unknown): Withheld | null {
  if (status !== 403 || typeof code !== 'string' || !Object.hasOwn(withheldCodes, code)) {
    return null;
  }
  return withheldCodes[code] ?? null;
}
