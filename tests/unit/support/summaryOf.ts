// The emergency summary straight from answers as the wire carries them, through the very reading
// and model the boot script and the app share, painted in any language.
import { bootWordsIn } from './bootWords';
import { parseRecordAnswer } from '@/api/recordAnswer';
import { bootTranslate } from '@/boot/bootWords';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { summaryCard } from '@/recordReading/summaryTree';
import { paintNode } from '@/recordReading/viewNode';
import { answered, type RecordState } from '@/recordReading/recordState';
import type { Language } from '@/i18n/languages';
import {
  recordResourceNames,
  recordResources,
  sectionOf,
  showableItems,
  type RecordResource,
} from '@/record';

/** Each resource's `data` as an API answer holds it; a resource left out holds nothing. */
export type WireRecord = Partial<Record<RecordResource, unknown>>;

/** The record as read from these answers: every read ended, as the page has it then. */
export function stateFromWire(record: WireRecord): RecordState {
  return Object.fromEntries(
    recordResourceNames.map((resource) => {
      const empty = recordResources[resource].kind === 'single' ? null : [];
      const items = parseRecordAnswer(resource, { data: record[resource] ?? empty });
      if (!items) throw new Error(`${resource}: not an answer the contract allows`);
      return [resource, answered(showableItems(sectionOf(resource), items))];
    }),
  ) as RecordState;
}

export const translateIn = (language: Language) => bootTranslate(bootWordsIn(language), language);

/** The summary of a record, painted as the boot script paints it. */
export function summaryOf(record: WireRecord, language: Language = 'pt'): HTMLElement {
  const summary = emergencySummary(stateFromWire(record));
  return paintNode(
    summaryCard(summary, true, translateIn(language)),
    document,
    () => {},
  ) as HTMLElement;
}
