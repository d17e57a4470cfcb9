import { ApiError } from '../../../api/errors';
import type { RecordResource } from '../../../api/types';
import type { FormItem } from '../sections/model';
import { sections } from '../sections/registry';
import type { RecordFacts, SectionDecl } from '../sections/types';

/** Where one section's read stands. */
export type SectionRead =
  | { status: 'loading' }
  /** The read failed once and is being sent again by itself. */
  | { status: 'retrying' }
  | { status: 'ready'; items: FormItem[] }
  | { status: 'failed'; error: unknown };

export type RecordState = Record<RecordResource, SectionRead>;

export const LOADING: SectionRead = { status: 'loading' };
export const RETRYING: SectionRead = { status: 'retrying' };

/** The read has not ended yet: its first answer, or a retry, is still awaited. */
export function isPending(read: SectionRead): boolean {
  return read.status === 'loading' || read.status === 'retrying';
}

export function allLoading(): RecordState {
  return Object.fromEntries(sections.map((s) => [s.resource, LOADING])) as RecordState;
}

function isNotFound(read: SectionRead): boolean {
  return read.status === 'failed' && read.error instanceof ApiError && read.error.status === 404;
}

/**
 * A read as the page shows it. A 404 on one resource while others answer means nothing is stored
 * there (an API may answer so for an empty single resource), not that the read failed.
 */
export function shownRead(read: SectionRead): SectionRead {
  return isNotFound(read) ? { status: 'ready', items: [] } : read;
}

/** No record under this code: every read has ended, none answered, and the server said 404. */
export function isUnknownCard(state: RecordState): boolean {
  const reads = Object.values(state);
  return (
    !reads.some(isPending) &&
    !reads.some((read) => read.status === 'ready') &&
    reads.some(isNotFound)
  );
}

const noFacts: RecordFacts = { gender: '' };

/**
 * What the sections' visibility rules look at, as the sections that tell it declare
 * (`factsOf`, from their first item); null until those sections have been read.
 */
export function recordFacts(state: RecordState): RecordFacts | null {
  let facts = noFacts;
  for (const section of sections) {
    if (!section.factsOf) continue;
    const read = shownRead(state[section.resource]);
    if (isPending(read)) return null;
    const first = read.status === 'ready' ? read.items[0] : undefined;
    if (first) facts = { ...facts, ...section.factsOf(first.values) };
  }
  return facts;
}

export interface ViewSection {
  section: SectionDecl;
  read: SectionRead;
}

/**
 * The sections of the view in the registry's order, each with its read. A section whose
 * visibility depends on the record (pregnancy) stays "loading" until that is known, so it never
 * shows and then vanishes.
 */
export function sectionsOfView(state: RecordState): ViewSection[] {
  const facts = recordFacts(state);
  return sections
    .filter((section) => !facts || (section.inViewWhen?.(facts) ?? true))
    .map((section) => ({
      section,
      read: !facts && section.inViewWhen ? LOADING : shownRead(state[section.resource]),
    }));
}
