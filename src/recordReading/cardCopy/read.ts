// A card's copy read as the cards screen makes it: the API's public reads of the summary's
// sections, never the boot script's (it reads the card's copy from the address instead).
import { readRecord } from '@/api/medicalRecord';
import { sections, showableItems, type RecordResource } from '@/record';
import { cardSummaryOf } from './fromSummary';
import type { CardSummary } from './format';
import { emergencySummary, summarySections } from '../emergencySummary';
import { answered, unansweredRead, type RecordState, type SectionRead } from '../recordState';

/**
 * Reads what the public page shows of a card's summary, as anyone scanning it would read it (the
 * patient's choices apply: a hidden section, or a private record, is not copied), and makes the
 * card's copy of it.
 */
export async function readCardCopy(cardCode: string, signal?: AbortSignal): Promise<CardSummary> {
  const reads = await Promise.all(
    sections.map(async (section): Promise<[RecordResource, SectionRead]> => {
      if (!summarySections.includes(section)) return [section.resource, { status: 'empty' }];
      try {
        const stored = await readRecord(section.resource, cardCode, signal, undefined, 'public');
        return [section.resource, answered(showableItems(section, stored))];
      } catch (error) {
        return [section.resource, unansweredRead(error)];
      }
    }),
  );
  const state = Object.fromEntries(reads) as RecordState;
  return cardSummaryOf(emergencySummary(state));
}
