// The record view's address alone, apart from the other routes (./paths.ts): the read starter,
// first in the record view's document, reads the card code from it and must stay small.

/** The record view's route, the card code its one parameter. */
export const RECORD_VIEW_PATH = '/prontuario-do-usuario/:cardCode';

/** The record view's address, as the router reads it: one path part after the page's. */
export const recordViewAddress = new RegExp(
  `^${RECORD_VIEW_PATH.replace(':cardCode', '([^/]+)')}/?$`,
  'i',
);

/** The card code of a record view's address, as the router reads it ('' where there is none). */
export function recordViewCardCode(pathname: string): string {
  try {
    return decodeURIComponent(recordViewAddress.exec(pathname)?.[1] ?? '');
  } catch {
    return '';
  }
}
