// What the patient lets the public page (the QR code's page) show of a record: the whole record
// or nothing, each section, and the identity numbers in full, in part or not at all. Derived from
// the declarations, so a new section or an identity field gets its choice with nothing else to
// write.
import { maskCpf, maskPassport } from '../lib/documentMask';
import type { FieldDecl } from './fieldKinds';
import { sections, type RecordResource, type SectionDecl } from './registry';

/**
 * How the public page shows the identity numbers (CPF, passport): in part (the middle of a CPF,
 * the end of a passport), in full, or not at all. The name stays in every case.
 */
export const identityNumberChoices = ['masked', 'full', 'hidden'] as const;
export type IdentityNumbers = (typeof identityNumberChoices)[number];

export function isIdentityNumbers(value: unknown): value is IdentityNumbers {
  return identityNumberChoices.some((choice) => choice === value);
}

export interface RecordVisibility {
  /** "Deseja manter esse prontuário visível?": with false the public page shows nothing. */
  recordVisible: boolean;
  /** Sections kept off the public page, by resource. */
  hiddenSections: readonly RecordResource[];
  identityNumbers: IdentityNumbers;
}

/**
 * What a card starts with, and what a card saved before the identity choice existed reads as:
 * the record public, every section shown, the identity numbers in part.
 */
export const defaultVisibility: RecordVisibility = {
  recordVisible: true,
  hiddenSections: [],
  identityNumbers: 'masked',
};

/** The fields a section declares as identity numbers. */
export function identityFields(section: SectionDecl): FieldDecl[] {
  return section.fields.filter((field) => field.identityNumber);
}

/** The sections that hold identity numbers, for the choice to hide them. */
export const sectionsWithIdentity: readonly SectionDecl[] = sections.filter(
  (section) => identityFields(section).length > 0,
);

/**
 * An identity number as the public page may show it in part: a CPF's middle six digits, a
 * passport's last three characters. The same text again for a value already masked.
 */
export function maskIdentityNumber(field: FieldDecl, value: string): string {
  return field.kind === 'cpf' ? maskCpf(value) : maskPassport(value);
}

/** Why a public read answers without data: the section is hidden, or the whole record is private. */
export type Withheld = 'hidden' | 'private';

/**
 * The codes of the API's 403 to a public read the patient withheld (`{message, code}`); any other
 * 403 is a failure like any other.
 */
export const withheldCodes = {
  section_hidden: 'hidden',
  record_private: 'private',
} as const satisfies Readonly<Record<string, Withheld>>;

export type WithheldCode = keyof typeof withheldCodes;

/** What a 403's code says was withheld, or null when it says nothing of the kind. */
export function withheldOf(status: number | undefined, code: unknown): Withheld | null {
  if (status !== 403 || typeof code !== 'string' || !Object.hasOwn(withheldCodes, code)) {
    return null;
  }
  return withheldCodes[code as WithheldCode];
}
