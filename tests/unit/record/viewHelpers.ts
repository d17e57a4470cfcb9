import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../../../src/mocks/handlers/common';
import { server } from '../../../src/mocks/node';
import { failReads } from '../failReads';

/** How long to wait for the page: its code and words load lazily, slow on a busy machine. */
export const pageLoad = { timeout: 10_000 };

/** The record view's address for a card. */
export const viewPath = (code: string) => `/prontuario-do-usuario/${code}`;

/** Waits until every read has ended (the page announces it). */
export async function recordLoaded(): Promise<void> {
  await screen.findByText('Prontuário carregado.', {}, pageLoad);
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
