// The emergency summary as the card's QR code keeps it: only what the live summary shows, and a
// part not known when the card is made stays unknown on the card.
import { isoDate } from '@/lib/dates';
import { phoneDigits } from '@/lib/phone';
import type { FormItem, FormItemOf, medicalConditions, medicines, ValueOf } from '@/record';
import { cardBloodType, cardProsthesisType, cardSeverity, type CardSummary } from './format';
import { isMriIncompatible, type EmergencySummary, type SummaryPart } from '../emergencySummary';

function known<T, U>(part: SummaryPart<T>, pick: (value: T) => U): U | null {
  return part.status === 'shown' ? pick(part.value) : null;
}

const names = (items: FormItem[]) =>
  items.map((item) => item.values.name?.trim() ?? '').filter(Boolean);

const listOf = <T>(items: T[]) => ({ items, cut: 0 });

/** The names of a list, those of clinical weight first: they stay longest on a full card. */
function weightedNames<I extends FormItem>(items: I[], weighs: (item: I) => boolean) {
  const weighty = names(items.filter(weighs));
  return {
    items: [...weighty, ...names(items.filter((item) => !weighs(item)))],
    cut: 0,
    weighty: weighty.length,
  };
}

/** Lasting conditions, and any not under control. */
const lastingConditionTypes: readonly ValueOf<typeof medicalConditions, 'type'>[] = [
  'cronica',
  'hereditaria',
  'congenita',
];
const weighsCondition = (item: FormItemOf<typeof medicalConditions>) =>
  lastingConditionTypes.some((type) => type === item.values.type) ||
  item.values.status === 'Não controlada';

const CONTINUOUS: ValueOf<typeof medicines, 'period'> = 'Contínuo';
const weighsMedicine = (item: FormItemOf<typeof medicines>) => item.values.period === CONTINUOUS;

/** The copy of a summary whose every part has been read, made on `today`. */
export function cardSummaryOf(summary: EmergencySummary, today: Date = new Date()): CardSummary {
  return {
    madeOn: isoDate(today),
    name: known(summary.patient, (values) => values?.name?.trim() ?? ''),
    birthDate: known(summary.patient, (values) => values?.date_birth?.trim() ?? ''),
    bloodType: known(summary.bloodType, cardBloodType) ?? null,
    allergies: known(summary.allergies, (items) =>
      listOf(
        items
          .filter((item) => item.values.name?.trim())
          .map((item) => ({
            name: item.values.name?.trim() ?? '',
            severity: cardSeverity(item.values.severity ?? ''),
          })),
      ),
    ),
    conditions: known(summary.conditions, (items) => weightedNames(items, weighsCondition)),
    medicines: known(summary.medicines, (items) => weightedNames(items, weighsMedicine)),
    mriUnsafe: known(summary.mriUnsafe, (items) =>
      listOf(
        items.map((item) => ({
          type: cardProsthesisType(item.values.type ?? ''),
          place: item.values.location?.trim() ?? '',
          incompatible: isMriIncompatible(item),
        })),
      ),
    ),
    pregnant: known(summary.pregnancy, (values) => values !== null),
    contact: known(summary.contacts, (items) => {
      const [first] = items;
      if (!first) return 'none' as const;
      return {
        name: first.values.name?.trim() ?? '',
        phone: phoneDigits(first.values.phone ?? ''),
      };
    }),
  };
}
