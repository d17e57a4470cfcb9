import type { RecordResource } from '../../../api/types';
import { toFormItem } from '../sections/model';
import type { RecordFacts, SectionDecl } from '../sections/types';
import type { ReadState } from './useRecordReads';

const noFacts: RecordFacts = { gender: '' };

/**
 * The facts the sections' rules look at: what a section's form holds right now, falling back to
 * what is saved while that form is not there yet.
 */
export function currentFacts(
  sections: readonly SectionDecl[],
  states: Partial<Record<RecordResource, ReadState>>,
  liveFacts: Readonly<Record<string, Partial<RecordFacts>>>,
): RecordFacts {
  let facts = noFacts;
  for (const section of sections) {
    if (!section.factsOf) continue;
    const state = states[section.resource];
    const [saved] = state?.status === 'ready' ? state.items : [];
    const savedFacts = saved ? section.factsOf(toFormItem(section, saved).values) : {};
    facts = { ...facts, ...savedFacts, ...liveFacts[section.id] };
  }
  return facts;
}
