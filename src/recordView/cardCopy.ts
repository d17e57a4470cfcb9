// The emergency summary as the card's QR code keeps it: only what the live summary shows, and a
// part not known when the card is made stays unknown on the card.
import { readRecord } from '../api/medicalRecord';
import { isoDate } from '../lib/dates';
import { phoneDigits } from '../lib/phone';
import { sections, showableItems, type FormItem, type RecordResource } from '../record';
import { cardBloodType, cardProsthesisType, cardSeverity, type CardSummary } from './cardSummary';
import { answered, unansweredRead, type RecordState, type SectionRead } from './recordState';
import {
  emergencySummary,
  isMriIncompatible,
  summarySections,
  type EmergencySummary,
  type SummaryPart,
} from './emergencySummary';

function known<T, U>(part: SummaryPart<T>, pick: (value: T) => U): U | null {
  return part.status === 'shown' ? pick(part.value) : null;
}

const names = (items: FormItem[]) =>
  items.map((item) => item.values.name?.trim() ?? '').filter(Boolean);

const listOf = <T>(items: T[]) => ({ items, cut: 0 });

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
    conditions: known(summary.conditions, (items) => listOf(names(items))),
    medicines: known(summary.medicines, (items) => listOf(names(items))),
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

/**
 * Reads what the public page shows of a card's summary, as anyone scanning it would read it (the
 * patient's choices apply: a hidden section, or a private record, is not copied), and makes the
 * card's copy of it.
 */
export async function readCardCopy(cardNumber: string, signal?: AbortSignal): Promise<CardSummary> {
  const reads = await Promise.all(
    sections.map(async (section): Promise<[RecordResource, SectionRead]> => {
      if (!summarySections.includes(section)) return [section.resource, { status: 'empty' }];
      try {
        const stored = await readRecord(section.resource, cardNumber, signal, undefined, 'public');
        return [section.resource, answered(showableItems(section, stored))];
      } catch (error) {
        return [section.resource, unansweredRead(error)];
      }
    }),
  );
  const state = Object.fromEntries(reads) as RecordState;
  return cardSummaryOf(emergencySummary(state));
}
