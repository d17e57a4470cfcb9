import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { failReads } from './failReads';

/** How long to wait for the page: its code and words load lazily, slow on a busy machine. */
export const pageLoad = { timeout: 10_000 };

/** The record view's address for a card. */
export const viewPath = (code: string) => `/prontuario-do-usuario/${code}`;

/** The page's status once every read has ended: loaded, in part, or not at all. */
const readsEnded = /^(Prontuário carregado|Não foi possível carregar o prontuário)/;

/** Waits until every read has ended (the page announces it). */
export async function recordLoaded(loaded: string | RegExp = readsEnded): Promise<void> {
  await screen.findByText(loaded, {}, pageLoad);
}

/** The region of a section or of the summary, by its heading. */
export function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/**
 * Waits for a text inside a region, looking the region up again each time: a section between
 * two reads shows a placeholder that is not a region yet.
 */
export function findInRegion(name: string, text: string): Promise<HTMLElement> {
  return waitFor(() => within(region(name)).getByText(text), pageLoad);
}

/** Answers one resource of the record with these items, once or always. */
export function answerResource(resource: string, data: unknown, options: { once?: boolean } = {}) {
  server.use(
    http.get(apiPath(`/medical-record/${resource}`), () => HttpResponse.json({ data }), options),
  );
}

/** Answers the first `times` reads of one resource with `respond` (see `failReads`). */
export function failResource(
  resource: string,
  respond: () => Response | Promise<Response>,
  times?: number,
): { readonly count: number } {
  return failReads(apiPath(`/medical-record/${resource}`), respond, times);
}

/** The one entry of a list (an item of a section) that has this heading. */
export function listEntry(container: HTMLElement, heading: string): HTMLElement {
  const entries = within(container)
    .getAllByRole('listitem')
    .filter((entry) => within(entry).queryByRole('heading', { name: heading }) !== null);
  const [entry] = entries;
  if (!entry || entries.length > 1) throw new Error(`not one list entry "${heading}"`);
  return entry;
}

/**
 * What a description list says for a term, read as a screen reader reads the list: each term,
 * then its definition (every term of the record's lists has one).
 */
export function definitionOf(container: HTMLElement, term: string): HTMLElement {
  const terms = within(container).getAllByRole('term');
  const definitions = within(container).getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  const matching = definitions.filter((_, index) => terms[index]?.textContent === term);
  const [definition] = matching;
  if (!definition || matching.length > 1) throw new Error(`not one term "${term}"`);
  return definition;
}

/**
 * A titled part of the emergency summary: its heading and what follows. The parts are plain
 * boxes, with no role or name of their own, so the way to one is up from its heading (were
 * they groups named by their headings, `getByRole('group', { name })` would find them).
 */
export function summaryPart(summary: HTMLElement, title: string): HTMLElement {
  const heading = within(summary).getByRole('heading', { level: 3, name: title });
  return heading.parentElement as HTMLElement;
}

/** "Imprimir Prontuário" fills its window once the print's code, loaded on the click, has come. */
export const printWindowFilled = (): Promise<void> => vi.dynamicImportSettled();
