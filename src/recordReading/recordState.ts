import { ApiError } from '../api/errors';
import type { LoadStatus } from '../lib/loadStatus';
import {
  factsOf,
  appliesTo,
  noFacts,
  sections,
  withheldOf,
  type FormItem,
  type RecordFacts,
  type RecordResource,
  type SectionDecl,
} from '../record';

/**
 * Where one section's read stands, in the statuses every screen uses (src/lib/loadStatus.ts):
 * the editor, the view, the print and the boot script alike. Every answer is a new object, so a
 * form can tell a new answer by identity.
 */
export type SectionRead =
  | { status: Extract<LoadStatus, 'loading'> }
  /** The read failed once and is being sent again by itself. */
  | { status: Extract<LoadStatus, 'retrying'> }
  /** The stored items that hold something, at least one. */
  | { status: Extract<LoadStatus, 'shown'>; items: FormItem[] }
  /** Nothing stored. */
  | { status: Extract<LoadStatus, 'empty'> }
  | { status: Extract<LoadStatus, 'failed'>; error: unknown }
  /** The patient keeps this section off the public page: never to be read as "nothing stored". */
  | { status: 'hidden' }
  /** The patient keeps the whole record off the public page. */
  | { status: 'private' };

/** A read that answered: its items, none when empty. */
export type AnsweredRead = Extract<SectionRead, { status: 'shown' | 'empty' }>;

export type RecordState = Record<RecordResource, SectionRead>;

export const LOADING: SectionRead = { status: 'loading' };
export const RETRYING: SectionRead = { status: 'retrying' };

/** An answer's items as a read. */
export function answered(items: FormItem[]): AnsweredRead {
  return items.length > 0 ? { status: 'shown', items } : { status: 'empty' };
}

/** The items of a read; none until it answered. */
export function itemsOf(read: SectionRead | undefined): FormItem[] {
  return read?.status === 'shown' ? read.items : [];
}

/** The read has not ended yet: its first answer, or a retry, is still awaited. */
export function isPending(read: SectionRead): boolean {
  return read.status === 'loading' || read.status === 'retrying';
}

export function isAnswered(read: SectionRead): read is AnsweredRead {
  return read.status === 'shown' || read.status === 'empty';
}

/** A read that ended without items: withheld by the patient when the API says so, else failed. */
export function unansweredRead(error: unknown): SectionRead {
  const withheld = error instanceof ApiError ? withheldOf(error.status, error.code) : null;
  return withheld ? { status: withheld } : { status: 'failed', error };
}

/** The patient keeps the whole record off the public page: one read saying so is enough. */
export function isPrivateRecord(state: RecordState): boolean {
  return Object.values(state).some((read) => read.status === 'private');
}

export function allLoading(): RecordState {
  return Object.fromEntries(sections.map((s) => [s.resource, LOADING])) as RecordState;
}

function isNotFound(read: SectionRead): boolean {
  return read.status === 'failed' && read.error instanceof ApiError && read.error.status === 404;
}

const EMPTY: SectionRead = { status: 'empty' };

/**
 * A read as the view shows it. A 404 on one resource while others answer means nothing is stored
 * there (an API may answer so for an empty single resource), not that the read failed.
 */
export function shownRead(read: SectionRead): SectionRead {
  return isNotFound(read) ? EMPTY : read;
}

/** No record under this code: every read has ended, none answered, and the server said 404. */
export function isUnknownCard(state: RecordState): boolean {
  const reads = Object.values(state);
  const withheld = (read: SectionRead) => read.status === 'hidden' || read.status === 'private';
  return (
    !reads.some(isPending) &&
    !reads.some(isAnswered) &&
    !reads.some(withheld) &&
    reads.some(isNotFound)
  );
}

/**
 * A section's read as the editor takes it: as the view does, a 404 means nothing is stored yet
 * and the form opens empty, unless no read of the card answered (there is no such card).
 */
export function editorRead(state: RecordState, resource: RecordResource): SectionRead {
  const read = state[resource];
  return isUnknownCard(state) ? read : shownRead(read);
}

/** What the section forms on screen tell the rules right now, by section id. */
export type LiveFacts = Readonly<Record<string, Partial<RecordFacts>>>;

/**
 * What the sections' visibility rules look at, as the sections that tell it declare (`facts`,
 * from their first item), overridden by what their forms hold right now; null until those
 * sections have been read.
 */
export function recordFacts(state: RecordState, live: LiveFacts = {}): RecordFacts | null {
  let facts = noFacts;
  for (const section of sections) {
    if (!section.facts) continue;
    const read = shownRead(state[section.resource]);
    if (isPending(read)) return null;
    const [first] = itemsOf(read);
    facts = { ...facts, ...(first ? factsOf(section, first.values) : {}), ...live[section.id] };
  }
  return facts;
}

export interface ViewSection {
  section: SectionDecl;
  read: SectionRead;
  /** The sections shown inside this one's card, after its items (`viewedWithin`). */
  within: ViewSection[];
}

/**
 * The sections of the view in the registry's order, each with its read and the sections shown
 * inside its card. A section whose visibility depends on the record (pregnancy) stays "loading"
 * until that is known, so it never shows and then vanishes.
 */
export function sectionsOfView(state: RecordState): ViewSection[] {
  const facts = recordFacts(state);
  const shown = sections
    .filter((section) => !facts || appliesTo(section, facts))
    .map((section): ViewSection => ({
      section,
      read: !facts && section.appliesWhen ? LOADING : shownRead(state[section.resource]),
      within: [],
    }));
  const hostOf = (view: ViewSection) =>
    shown.find((host) => host.section.id === view.section.viewedWithin);
  for (const view of shown) hostOf(view)?.within.push(view);
  return shown.filter((view) => !hostOf(view));
}

/** Every section of the view, those shown inside another's card included. */
export function everySectionOfView(state: RecordState): ViewSection[] {
  return sectionsOfView(state).flatMap((view) => [view, ...view.within]);
}

/** Whether a section's card has anything to show: its own items or a section inside it. */
export function hasContent(view: ViewSection): boolean {
  return view.read.status !== 'empty' || view.within.some(hasContent);
}
