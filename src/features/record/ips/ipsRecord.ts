import { sections, sectionsThatApply, type ItemValues, type RecordResource } from '@/record';
import {
  isPending,
  itemsOf,
  recordFacts,
  shownRead,
  type RecordState,
} from '@/recordReading/recordState';
import type { IpsRecord } from './ipsBundle';

export type IpsRecordRead =
  | { status: 'ready'; record: IpsRecord }
  /** Some section has not answered yet. */
  | { status: 'pending' }
  /** Some section could not be read: a summary without it would say "no information" falsely. */
  | { status: 'failed' };

/** The saved record as the public view shows it (its sections and their items), once all is read. */
export function ipsRecordOf(state: RecordState): IpsRecordRead {
  const reads = sections.map((section) => shownRead(state[section.resource]));
  if (reads.some(isPending)) return { status: 'pending' };
  if (reads.some((read) => read.status === 'failed')) return { status: 'failed' };
  const facts = recordFacts(state);
  if (!facts) return { status: 'pending' };
  const record: Partial<Record<RecordResource, readonly ItemValues[]>> = {};
  for (const section of sectionsThatApply(facts)) {
    record[section.resource] = itemsOf(shownRead(state[section.resource])).map(
      (item) => item.values,
    );
  }
  return { status: 'ready', record };
}
