// How the record view's first reads are asked for, in one place: the read starter at the top of
// the record view's document (src/boot/readStarter.ts) and the boot script (src/boot/reads.ts)
// send them alike, so that one takes over the other's read and nginx's `Link` preload of the same
// address (`crossorigin`: credentials on this origin only) is matched by either.
import type { BootAnswer } from '../lib/bootView';
import { cardRecordReadPath } from './recordReadPath';

/**
 * What the first reads carry of the browser's credentials: they must match the server's `Link`
 * preloads of them (`crossorigin`, the only credentials a preload can ask with besides all of
 * them), since a fetch asked with other credentials than its preload's is sent again. The app's
 * own public reads carry none (`PUBLIC_READ_CREDENTIALS`).
 */
export const RECORD_READ_CREDENTIALS: RequestCredentials = 'same-origin';

/** A card's read of a resource, at the API's base. */
export const recordReadUrl = (apiBase: string, resource: string, cardNumber: string) =>
  `${apiBase}${cardRecordReadPath(resource, cardNumber)}`;

/**
 * Sends a read as the boot script takes it: its status, text and Retry-After, or status 0 when no
 * answer came. No token, whoever is signed in on this phone: the page shows what the public sees.
 */
export function fetchRecordRead(url: string): Promise<BootAnswer> {
  return fetch(url, {
    headers: { Accept: 'application/json' },
    credentials: RECORD_READ_CREDENTIALS,
  }).then(
    async (answer) => ({
      status: answer.status,
      text: await answer.text(),
      retryAfter: answer.headers.get('retry-after') ?? undefined,
    }),
    () => ({ status: 0, text: '' }),
  );
}
