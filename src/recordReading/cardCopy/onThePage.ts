// The emergency summary painted from a card's copy (the QR code's fragment) before any read, each
// part replaced by its live read as it answers, and the words that say where what is shown came
// from. Plain code for the boot script and the app alike; everything is painted as text.
import { ApiError } from '@/api/errors';
import { formatDate } from '@/lib/dates';
import type { Translate } from '@/i18n/translate';
import type { FormItem, ItemValues } from '@/record';
import { cardSummaryOf } from './fromSummary';
import { cardAgrees, isCardList, type CardList, type CardSummary } from './format';
import type { EmergencySummary, SummaryPart } from '../emergencySummary';
import { isAnswered, type RecordState } from '../recordState';
import type { SummaryPartName } from '../emergencySummary';
import { el, type ViewElement } from '../viewNode';

const item = (values: ItemValues): FormItem => ({ file: null, values });

const named = (list: CardList<string>) => list.items.map((name) => item({ name }));

/** The card's copy as summary parts: a part the card does not hold waits for its live read. */
export function copySummary(copy: CardSummary): EmergencySummary {
  const { name, birthDate } = copy;
  // Each part marked as the card's, with the count of the items only the online record holds.
  const fromCopy = <T, U>(part: T | null, value: (known: T) => U): SummaryPart<U> =>
    part === null
      ? { status: 'loading' }
      : {
          status: 'shown',
          value: value(part),
          fromCard: { madeOn: copy.madeOn, more: isCardList(part) ? part.cut : 0 },
        };
  return {
    patient: fromCopy(
      name === null && birthDate === null ? null : { name, birthDate },
      (patient) => ({ name: patient.name ?? '', date_birth: patient.birthDate ?? '' }),
    ),
    bloodType: fromCopy(copy.bloodType, (type) => type),
    allergies: fromCopy(copy.allergies, (list) =>
      list.items.map((allergy) => item({ name: allergy.name, severity: allergy.severity })),
    ),
    conditions: fromCopy(copy.conditions, named),
    medicines: fromCopy(copy.medicines, named),
    pregnancy: fromCopy(copy.pregnant, (pregnant) => (pregnant ? { is_pregnant: '1' } : null)),
    mriUnsafe: fromCopy(copy.mriUnsafe, (list) =>
      list.items.map((prosthesis) =>
        item({
          type: prosthesis.type,
          location: prosthesis.place,
          compatible_magnetic_resonance: prosthesis.incompatible ? '0' : '',
        }),
      ),
    ),
    contacts: fromCopy(copy.contact, (contact) =>
      contact === 'none' ? [] : [item({ name: contact.name, phone: contact.phone })],
    ),
  };
}

/**
 * The card's copy as the page shows it when no live read will replace it (the record is private,
 * unknown, or out of reach): a part the card does not hold says so, rather than waiting.
 */
export function copyAlone(copy: CardSummary): EmergencySummary {
  const card = copySummary(copy);
  const alone = <T>(part: SummaryPart<T>): SummaryPart<T> =>
    part.status === 'loading' ? { status: 'notOnCard' } : part;
  return {
    patient: alone(card.patient),
    bloodType: alone(card.bloodType),
    allergies: alone(card.allergies),
    conditions: alone(card.conditions),
    medicines: alone(card.medicines),
    pregnancy: alone(card.pregnancy),
    mriUnsafe: alone(card.mriUnsafe),
    contacts: alone(card.contacts),
  };
}

/** What the card holds for each part of the summary, by the card's own keys. */
const cardKeys: Record<SummaryPartName, (keyof CardSummary)[]> = {
  patient: ['name', 'birthDate'],
  bloodType: ['bloodType'],
  allergies: ['allergies'],
  conditions: ['conditions'],
  medicines: ['medicines'],
  pregnancy: ['pregnant'],
  mriUnsafe: ['mriUnsafe'],
  contacts: ['contact'],
};

const partNames = Object.keys(cardKeys) as SummaryPartName[];

/**
 * One part of the page with a card's copy: the live read's once it answered (or the patient
 * withheld it), with what the card said beside it when that differs; else the card's, which also
 * stands for a read that failed, then marked unchecked.
 */
function withCard<T>(live: SummaryPart<T>, card: SummaryPart<T>, changed: boolean): SummaryPart<T> {
  if (card.status !== 'shown' || !card.fromCard || live.status === 'hidden') return live;
  if (live.status === 'shown') {
    return changed ? { ...live, cardSaid: { ...card.fromCard, value: card.value } } : live;
  }
  return live.status === 'failed'
    ? { ...card, fromCard: { ...card.fromCard, unchecked: true } }
    : card;
}

/** The summary the page shows with a card's copy, part by part (see `withCard`). */
export function summaryWithCopy(live: EmergencySummary, copy: CardSummary): EmergencySummary {
  const card = copySummary(copy);
  const changed = new Set(changedParts(live, copy));
  return {
    patient: withCard(live.patient, card.patient, changed.has('patient')),
    bloodType: withCard(live.bloodType, card.bloodType, changed.has('bloodType')),
    allergies: withCard(live.allergies, card.allergies, changed.has('allergies')),
    conditions: withCard(live.conditions, card.conditions, changed.has('conditions')),
    medicines: withCard(live.medicines, card.medicines, changed.has('medicines')),
    pregnancy: withCard(live.pregnancy, card.pregnancy, changed.has('pregnancy')),
    mriUnsafe: withCard(live.mriUnsafe, card.mriUnsafe, changed.has('mriUnsafe')),
    contacts: withCard(live.contacts, card.contacts, changed.has('contacts')),
  };
}

/** The parts a page shows from the card rather than from their live read. */
export function partsFromCard(shown: EmergencySummary): SummaryPartName[] {
  return partNames.filter((name) => {
    const part = shown[name];
    return part.status === 'shown' && part.fromCard !== undefined;
  });
}

/** The parts whose live read answered and differs from what the card holds. */
export function changedParts(live: EmergencySummary, copy: CardSummary): SummaryPartName[] {
  const now = cardSummaryOf(live);
  return partNames.filter((name) => {
    if (live[name].status === 'hidden') return copySummary(copy)[name].status === 'shown';
    if (live[name].status !== 'shown') return false;
    return cardKeys[name].some((key) => copy[key] !== null && !cardAgrees(copy[key], now[key]));
  });
}

/** The parts the card holds, with the status of each one's live read. */
function liveOfHeldParts(live: EmergencySummary, copy: CardSummary): string[] {
  const card = copySummary(copy);
  return partNames
    .filter((name) => card[name].status !== 'loading')
    .map((name) => live[name].status);
}

/** The parts the card holds whose live read failed for good: the card's part stands, unchecked. */
function uncheckedParts(live: EmergencySummary, copy: CardSummary): SummaryPartName[] {
  const card = copySummary(copy);
  return partNames.filter(
    (name) => card[name].status !== 'loading' && live[name].status === 'failed',
  );
}

/** How the card stands against the online record: all checked, some still being, or not all. */
function checkState(
  live: EmergencySummary,
  copy: CardSummary,
): 'checked' | 'checking' | 'unchecked' {
  const statuses = liveOfHeldParts(live, copy);
  if (statuses.every((status) => status === 'shown' || status === 'hidden')) return 'checked';
  return statuses.some((status) => status === 'loading' || status === 'retrying')
    ? 'checking'
    : 'unchecked';
}

/** The items the card only counts, in the parts no live read has replaced (`null`: none will). */
function cutCount(copy: CardSummary, live: EmergencySummary | null): number {
  const lists = [
    ['allergies', copy.allergies],
    ['conditions', copy.conditions],
    ['medicines', copy.medicines],
    ['mriUnsafe', copy.mriUnsafe],
  ] as const;
  return lists.reduce(
    (total, [name, list]) => total + (live?.[name].status === 'shown' ? 0 : (list?.cut ?? 0)),
    0,
  );
}

/**
 * Whether the card may turn out unknown: a read said 404 and none has answered yet. Until the
 * other reads end, a 404 is no "nothing recorded" to put in place of what the card says.
 */
export function mayBeUnknownCard(state: RecordState): boolean {
  const reads = Object.values(state);
  const notFound = reads.some(
    (read) =>
      read.status === 'failed' && read.error instanceof ApiError && read.error.status === 404,
  );
  return notFound && !reads.some(isAnswered);
}

/**
 * Why the live record shows nothing of its own: private, or no network reaches it. (A code the
 * server does not know shows no card's copy at all.)
 */
export type LiveRecordAbsence = 'private' | 'unreachable' | null;

/**
 * The notice above the summary while it shows anything from the card: made on which day, checked
 * against the online record, still being checked, or which parts could not be, what changed
 * since, what did not fit, and a private record or no network said as such.
 */
export function cardCopyNotice(
  copy: CardSummary,
  live: EmergencySummary,
  absence: LiveRecordAbsence,
  t: Translate,
): ViewElement {
  const date = formatDate(copy.madeOn, t('record:locale')) ?? copy.madeOn;
  const changed = absence ? [] : changedParts(live, copy);
  // With no live read to come, every count on the card stands.
  const cut = cutCount(copy, absence ? null : live);
  const partList = (names: SummaryPartName[]) =>
    names.map((name) => t(`recordView:summary.cardCopy.parts.${name}`)).join(', ');
  // Once no read is under way, "checking" would be untrue: the parts not checked are named.
  const lead = absence
    ? t(`recordView:summary.cardCopy.${absence}`, { date })
    : t(`recordView:summary.cardCopy.${checkState(live, copy)}`, {
        date,
        parts: partList(uncheckedParts(live, copy)),
      });
  return el(
    'div',
    'mb-4 rounded-lg border-2 border-sky-800 bg-sky-50 p-3 text-sky-950',
    [
      el('p', 'font-semibold', [lead]),
      changed.length > 0
        ? el('p', 'mt-1', [t('recordView:summary.cardCopy.changed', { parts: partList(changed) })])
        : null,
      cut > 0 ? el('p', 'mt-1', [t('recordView:summary.cardCopy.cut', { count: cut })]) : null,
    ],
    { role: 'status' },
  );
}
