import { allergy } from './allergy';
import { bloodType } from './bloodType';
import { emergencyContacts } from './emergencyContacts';
import { exams } from './exams';
import { healthInsurance } from './healthInsurance';
import { healthPlan } from './healthPlan';
import { hospitalizations } from './hospitalizations';
import { medicalConditions } from './medicalConditions';
import { medicalProcedures } from './medicalProcedures';
import { medicines } from './medicines';
import { personalInformation } from './personalInformation';
import { pregnancy } from './pregnancy';
import { prostheses } from './prostheses';
import { toxicomania } from './toxicomania';
import { vaccines } from './vaccines';
import type { FieldDecl, ItemValues, RecordFacts, SectionDecl } from './types';

/** Every section, in SPEC.md's order (pregnancy right after blood type). */
export const sections: readonly SectionDecl[] = [
  personalInformation,
  bloodType,
  pregnancy,
  emergencyContacts,
  healthInsurance,
  healthPlan,
  allergy,
  toxicomania,
  medicalConditions,
  medicines,
  medicalProcedures,
  hospitalizations,
  prostheses,
  exams,
  vaccines,
];

export function sectionsInEditor(facts: RecordFacts): SectionDecl[] {
  return sections.filter((section) => section.inEditorWhen?.(facts) ?? true);
}

export function sectionsInView(facts: RecordFacts): SectionDecl[] {
  return sections.filter((section) => section.inViewWhen?.(facts) ?? true);
}

/** The fields of an item that its rules show. */
export function visibleFields(section: SectionDecl, item: ItemValues) {
  return section.fields.filter((field) => field.shownWhen?.(item) ?? true);
}

/** A field of a section by name; the declarations are the one source of every field. */
export function fieldOf(section: SectionDecl, name: string): FieldDecl {
  const field = section.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${section.id} declares no field ${name}`);
  return field;
}
