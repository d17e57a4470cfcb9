// What a professional must see first, picked from the record by the rules of issue 3. Nothing is
// guessed: a part is loading, failed, or holds exactly what is stored.
import {
  allergy,
  bloodType,
  emergencyContacts,
  medicalConditions,
  medicines,
  type FormItem,
  type allergySeverities,
  type conditionStatuses,
  type medicineStatuses,
  type prosthesisStatuses,
  personalInformation,
  pregnancy,
  prostheses,
  recordResourceNames,
  type ItemValues,
  type RecordResource,
  type SectionDecl,
} from '../record';
import { everySectionOfView, itemsOf, type RecordState, type SectionRead } from './recordState';

export type SummaryPart<T> =
  | { status: 'loading' }
  /** Its read failed once and the client is sending it again. */
  | { status: 'retrying' }
  | { status: 'failed'; section: SectionDecl }
  /** The patient keeps its section off the public page. */
  | { status: 'hidden' }
  | { status: 'shown'; value: T };

export interface EmergencySummary {
  /** The first personal-information item's values, or null when none is stored. */
  patient: SummaryPart<ItemValues | null>;
  /** The stored blood type, '' when none. */
  bloodType: SummaryPart<string>;
  /** Every allergy, the most severe first. */
  allergies: SummaryPart<FormItem[]>;
  conditions: SummaryPart<FormItem[]>;
  medicines: SummaryPart<FormItem[]>;
  /** The pregnancy when the record says the patient is pregnant, else null. */
  pregnancy: SummaryPart<ItemValues | null>;
  /**
   * Prostheses not stated removed whose compatibility with magnetic resonance is not a stated
   * "yes": those stated not compatible, and those whose question nobody answered.
   */
  mriUnsafe: SummaryPart<FormItem[]>;
  contacts: SummaryPart<FormItem[]>;
}

const SEVERE: (typeof allergySeverities)[number] = 'Severa';
const severityOrder: readonly string[] = [SEVERE, 'Moderada', 'Leve'];
const RESOLVED: (typeof conditionStatuses)[number] = 'Resolvida';
const FINISHED: (typeof medicineStatuses)[number] = 'Concluído';
const REMOVED: (typeof prosthesisStatuses)[number] = 'retirada';
const MRI_INCOMPATIBLE = '0';
const MRI_COMPATIBLE = '1';
const PREGNANT = '1';

/** A prosthesis stated not compatible with magnetic resonance (not one left unanswered). */
export function isMriIncompatible(item: FormItem): boolean {
  return item.values.compatible_magnetic_resonance === MRI_INCOMPATIBLE;
}

export function isSevere(item: FormItem): boolean {
  return item.values.severity === SEVERE;
}

function severityRank(item: FormItem): number {
  const rank = severityOrder.indexOf(item.values.severity ?? '');
  return rank === -1 ? severityOrder.length : rank;
}

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

/** The sections the summary is made of: their reads are the ones to have first. */
export const summarySections: readonly SectionDecl[] = [
  personalInformation,
  bloodType,
  allergy,
  emergencyContacts,
  pregnancy,
  prostheses,
  medicalConditions,
  medicines,
];

/**
 * Every resource, the summary's first: the order the record view asks for them in, from the boot
 * script and from the server's preload header (written at build time by build/nginxSite.ts).
 */
export const recordReadOrder: readonly RecordResource[] = [
  ...new Set([...summarySections.map((section) => section.resource), ...recordResourceNames]),
];

export function emergencySummary(state: RecordState): EmergencySummary {
  const reads = new Map(everySectionOfView(state).map(({ section, read }) => [section.id, read]));
  const of = <T>(section: SectionDecl, pick: (items: FormItem[]) => T, hidden: T) => {
    const read = reads.get(section.id);
    // A section the record's own rules leave out of the view (pregnancy for masculino).
    return read ? part(section, read, pick) : { status: 'shown' as const, value: hidden };
  };

  return {
    patient: of(personalInformation, (items) => items[0]?.values ?? null, null),
    bloodType: of(bloodType, (items) => items[0]?.values.blood_type ?? '', ''),
    allergies: of(
      allergy,
      (items) => [...items].sort((a, b) => severityRank(a) - severityRank(b)),
      [],
    ),
    conditions: of(
      medicalConditions,
      (items) => items.filter((item) => item.values.status !== RESOLVED),
      [],
    ),
    medicines: of(
      medicines,
      (items) => items.filter((item) => item.values.status !== FINISHED),
      [],
    ),
    pregnancy: of(
      pregnancy,
      (items) => items.find((item) => item.values.is_pregnant === PREGNANT)?.values ?? null,
      null,
    ),
    mriUnsafe: of(
      prostheses,
      (items) =>
        items.filter(
          (item) =>
            item.values.compatible_magnetic_resonance !== MRI_COMPATIBLE &&
            item.values.status !== REMOVED,
        ),
      [],
    ),
    contacts: of(emergencyContacts, (items) => items, []),
  };
}
