// The registry of the record's sections: the one list every layer derives from (the API's
// contract table, the stored item types, the demo backend, the editor, the view and the print).
import { holds } from './condition';
import { isStored, type FieldDecl } from './fieldKinds';
import type { ItemValues } from './items';
import type {
  FieldNamed,
  FieldNameOf,
  RecordFacts,
  ResourceContract,
  SectionDeclaration,
} from './section';
import { allergy } from './sections/allergy';
import { bloodType } from './sections/bloodType';
import { emergencyContacts } from './sections/emergencyContacts';
import { exams } from './sections/exams';
import { healthInsurance } from './sections/healthInsurance';
import { healthPlan } from './sections/healthPlan';
import { hospitalizations } from './sections/hospitalizations';
import { medicalConditions } from './sections/medicalConditions';
import { medicalProcedures } from './sections/medicalProcedures';
import { medicines } from './sections/medicines';
import { personalInformation } from './sections/personalInformation';
import { pregnancy } from './sections/pregnancy';
import { prostheses } from './sections/prostheses';
import { toxicomania } from './sections/toxicomania';
import { vaccines } from './sections/vaccines';

const declared = [
  personalInformation,
  bloodType,
  pregnancy,
  emergencyContacts,
  healthPlan,
  healthInsurance,
  allergy,
  toxicomania,
  medicalConditions,
  medicines,
  medicalProcedures,
  hospitalizations,
  prostheses,
  exams,
  vaccines,
] as const satisfies readonly SectionDeclaration[];

type DeclaredSection = (typeof declared)[number];

/** Every resource of GET/POST /medical-record/{resource}. */
export type RecordResource = DeclaredSection['resource'];

/** The declared section of a resource, with its own field names and option values. */
export type DeclaredSectionOf<R extends RecordResource> = Extract<DeclaredSection, { resource: R }>;

/** A section of the registry. */
export interface SectionDecl extends SectionDeclaration {
  readonly resource: RecordResource;
}

/**
 * Every section, in the spec's order: the editor's (pregnancy right after blood type), and the
 * view's, which also puts the health plan before the insurance (the editor's list has no health
 * plan, so this place breaks no order of it) and shows the blood type inside personal information
 * (`viewedWithin`).
 */
export const sections: readonly SectionDecl[] = declared;

/** What the API keeps beside an item's declared fields. */
export interface StoredItemMeta {
  id?: number;
  attachment_file_path?: string | null;
}

/** The shape of one stored item of a resource, from its section's declared stored fields. */
export type StoredItemOf<R extends RecordResource> = StoredItemMeta & {
  [
    F in Extract<DeclaredSection, { resource: R }>['fields'][number] as F extends {
      formOnly: true;
    }
      ? never
      : F['name']
  ]?: string;
};

/** How each resource travels, as its section declares. */
export const recordResources = Object.fromEntries(
  sections.map((section) => [section.resource, section.transport]),
) as Record<RecordResource, ResourceContract>;

export const recordResourceNames: readonly RecordResource[] = sections.map((s) => s.resource);

export function isRecordResource(value: unknown): value is RecordResource {
  return typeof value === 'string' && Object.hasOwn(recordResources, value);
}

/** The section a resource belongs to. */
export function sectionOf(resource: RecordResource): SectionDecl {
  const section = sections.find((candidate) => candidate.resource === resource);
  if (!section) throw new Error(`no section stores ${resource}`);
  return section;
}

export function appliesTo(section: SectionDeclaration, facts: RecordFacts): boolean {
  return holds(section.appliesWhen, { ...facts });
}

/**
 * The sections that apply to a record with these facts; while the facts are not known yet, only
 * those that apply to every record, so that none is offered and then taken away.
 */
export function sectionsThatApply(facts: RecordFacts | null): SectionDecl[] {
  return sections.filter((section) =>
    facts ? appliesTo(section, facts) : section.appliesWhen === undefined,
  );
}

/** The fields of an item that its rules show. */
export function visibleFields(section: SectionDeclaration, item: ItemValues): FieldDecl[] {
  return section.fields.filter((field) => holds(field.shownWhen, item));
}

/** The stored fields of an item that its rules show: what is sent, viewed and printed. */
export function visibleStoredFields(section: SectionDeclaration, item: ItemValues): FieldDecl[] {
  return visibleFields(section, item).filter(isStored);
}

/**
 * The `common` key of a failed read's text, when the server sends no message: the section's own
 * (`readTexts`), else the record's.
 */
export function readFailureKey(section: SectionDeclaration, status?: number): string {
  const texts = section.readTexts;
  if (!texts) return 'errors.recordLoad';
  return status === 404 ? texts.notFound : texts.failed;
}

/**
 * A field of a section by name; the declarations are the one source of every field. Given a
 * declared section (`allergy`), a name it does not declare is a type error.
 */
export function fieldOf<S extends SectionDeclaration, N extends FieldNameOf<S>>(
  section: S,
  name: N,
): FieldNamed<S, N> {
  const field = section.fields.find(
    (candidate): candidate is FieldNamed<S, N> => candidate.name === name,
  );
  if (!field) throw new Error(`${section.id} declares no field ${name}`);
  return field;
}

/** What a section's item tells the other sections' rules, as the section declares. */
export function factsOf(section: SectionDeclaration, item: ItemValues): Partial<RecordFacts> {
  return Object.fromEntries(
    Object.entries(section.facts ?? {}).map(([fact, field]) => [fact, item[field] ?? '']),
  );
}

/** The facts of a record before anything is read. */
export const noFacts: RecordFacts = { gender: '' };
