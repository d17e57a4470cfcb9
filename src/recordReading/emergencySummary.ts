// What a professional must see first, picked from the record by the spec's rules. Nothing is
// guessed: a part is loading, failed, or holds exactly what is stored.
import {
  allergy,
  bloodType,
  emergencyContacts,
  medicalConditions,
  medicines,
  personalInformation,
  pregnancy,
  prostheses,
  recordResourceNames,
  type FormItem,
  type FormItemOf,
  type ItemValuesOf,
  type RecordResource,
  type SectionDecl,
  type ValueOf,
} from '../record';
import { everySectionOfView, itemsOf, type RecordState, type SectionRead } from './recordState';

export type SummaryPart<T> =
  | { status: 'loading' }
  /** Its read failed once and the client is sending it again. */
  | { status: 'retrying' }
  | { status: 'failed'; section: SectionDecl }
  /** The patient keeps its section off the public page. */
  | { status: 'hidden' }
  /** Shown from a printed card's copy, which does not hold this part (no live read tells it). */
  | { status: 'notOnCard' }
  | { status: 'shown'; value: T; fromCard?: FromCard; cardSaid?: CardSaid<T> };

/** A part shown from a printed card's copy rather than from its live read. */
export interface FromCard {
  /** The day the card was made, YYYY-MM-DD. */
  madeOn: string;
  /** Items of this list the card only counts ("+N"): they are only in the online record. */
  more: number;
  /** Its live read failed for good: what the card says could not be checked online. */
  unchecked?: boolean;
}

/** What a printed card says of a part whose live read answered otherwise, shown beside it. */
export interface CardSaid<T> extends FromCard {
  value: T;
}

export interface EmergencySummary {
  /** The first personal-information item's values, or null when none is stored. */
  patient: SummaryPart<ItemValuesOf<typeof personalInformation> | null>;
  /** The stored blood type, '' when none. */
  bloodType: SummaryPart<string>;
  /** Every allergy, the most severe first. */
  allergies: SummaryPart<FormItemOf<typeof allergy>[]>;
  conditions: SummaryPart<FormItemOf<typeof medicalConditions>[]>;
  medicines: SummaryPart<FormItemOf<typeof medicines>[]>;
  /** The pregnancy when the record says the patient is pregnant, else null. */
  pregnancy: SummaryPart<ItemValuesOf<typeof pregnancy> | null>;
  /**
   * Prostheses not stated removed whose compatibility with magnetic resonance is not a stated
   * "yes": those stated not compatible, and those whose question nobody answered.
   */
  mriUnsafe: SummaryPart<FormItemOf<typeof prostheses>[]>;
  contacts: SummaryPart<FormItemOf<typeof emergencyContacts>[]>;
}

// The values the summary's rules look for, each typed by its field: a value the field cannot
// hold is a type error.
type Severity = ValueOf<typeof allergy, 'severity'>;
const SEVERE: Severity = 'Severa';
const severityOrder: readonly Severity[] = [SEVERE, 'Moderada', 'Leve'];
const RESOLVED: ValueOf<typeof medicalConditions, 'status'> = 'Resolvida';
const FINISHED: ValueOf<typeof medicines, 'status'> = 'Concluído';
const REMOVED: ValueOf<typeof prostheses, 'status'> = 'retirada';
type MriCompatibility = ValueOf<typeof prostheses, 'compatible_magnetic_resonance'>;
const MRI_INCOMPATIBLE: MriCompatibility = '0';
const MRI_COMPATIBLE: MriCompatibility = '1';
const PREGNANT: ValueOf<typeof pregnancy, 'is_pregnant'> = '1';

/** A prosthesis stated not compatible with magnetic resonance (not one left unanswered). */
export function isMriIncompatible(item: FormItemOf<typeof prostheses>): boolean {
  return item.values.compatible_magnetic_resonance === MRI_INCOMPATIBLE;
}

export function isSevere(item: FormItemOf<typeof allergy>): boolean {
  return item.values.severity === SEVERE;
}

function severityRank(item: FormItemOf<typeof allergy>): number {
  const rank = severityOrder.findIndex((severity) => severity === item.values.severity);
  return rank === -1 ? severityOrder.length : rank;
}

/**
 * A part from its section's read; `pick` reads the items by the names the section declares (any
 * item read fits them: its values are text by field name).
 */
function part<S extends SectionDecl, T>(
  section: S,
  read: SectionRead,
  pick: (items: FormItemOf<S>[]) => T,
): SummaryPart<T>;
function part<T>(
  section: SectionDecl,
  read: SectionRead,
  pick: (items: FormItem[]) => T,
): SummaryPart<T> {
  if (read.status === 'loading') return { status: 'loading' };
  if (read.status === 'retrying') return { status: 'retrying' };
  if (read.status === 'failed') return { status: 'failed', section };
  if (read.status === 'hidden' || read.status === 'private') return { status: 'hidden' };
  return { status: 'shown', value: pick(itemsOf(read)) };
}

/**
 * The section each part of the summary is read from, in the order the record view asks for them
 * (the patient and the blood type first, the lists after).
 */
export const summaryPartSections = {
  patient: personalInformation,
  bloodType,
  allergies: allergy,
  contacts: emergencyContacts,
  pregnancy,
  mriUnsafe: prostheses,
  conditions: medicalConditions,
  medicines,
} as const satisfies { readonly [P in keyof EmergencySummary]: SectionDecl };

/** The sections the summary is made of: their reads are the ones to have first. */
export const summarySections: readonly SectionDecl[] = Object.values(summaryPartSections);

/**
 * Every resource, the summary's first: the order the record view asks for them in, from the
 * document's read starter and from the boot script (written in at build time).
 */
export const recordReadOrder: readonly RecordResource[] = [
  ...new Set([...summarySections.map((section) => section.resource), ...recordResourceNames]),
];

export function emergencySummary(state: RecordState): EmergencySummary {
  const reads = new Map(everySectionOfView(state).map(({ section, read }) => [section.id, read]));
  const of = <S extends SectionDecl, T>(
    section: S,
    pick: (items: FormItemOf<S>[]) => T,
    hidden: T,
  ) => {
    const read = reads.get(section.id);
    // A section the record's own rules leave out of the view (pregnancy for masculino).
    return read ? part(section, read, pick) : { status: 'shown' as const, value: hidden };
  };

  const parts = summaryPartSections;
  return {
    patient: of(parts.patient, (items) => items[0]?.values ?? null, null),
    bloodType: of(parts.bloodType, (items) => items[0]?.values.blood_type ?? '', ''),
    allergies: of(
      parts.allergies,
      (items) => [...items].sort((a, b) => severityRank(a) - severityRank(b)),
      [],
    ),
    conditions: of(
      parts.conditions,
      (items) => items.filter((item) => item.values.status !== RESOLVED),
      [],
    ),
    medicines: of(
      parts.medicines,
      (items) => items.filter((item) => item.values.status !== FINISHED),
      [],
    ),
    pregnancy: of(
      parts.pregnancy,
      (items) => items.find((item) => item.values.is_pregnant === PREGNANT)?.values ?? null,
      null,
    ),
    mriUnsafe: of(
      parts.mriUnsafe,
      (items) =>
        items.filter(
          (item) =>
            item.values.compatible_magnetic_resonance !== MRI_COMPATIBLE &&
            item.values.status !== REMOVED,
        ),
      [],
    ),
    contacts: of(parts.contacts, (items) => items, []),
  };
}

/** The summary's parts by name (`data-summary-part`). */
export type SummaryPartName = keyof EmergencySummary;
