// How the record view's first reads are asked for, in one place: the read starter at the top of
// the record view's document (src/boot/readStarter.ts), the boot script (src/boot/reads.ts) and
// the app's worker (src/boot/workerReadStarter.ts) send them alike, so that one takes over the
// other's read. Like the app's own public reads, they carry no credentials at all
// (`PUBLIC_READ_CREDENTIALS`).
import type { BootAnswer } from '../bootHandoff/bootView';
import { cardRecordReadPath, PUBLIC_READ_CREDENTIALS } from './recordReadPath';

/** A card's read of a resource, at the API's base. */
export const recordReadUrl = (apiBase: string, resource: string, cardCode: string) =>
  `${apiBase}${cardRecordReadPath(resource, cardCode)}`;

/** A read's request: JSON, and no token nor cookie, whoever is signed in on this phone. */
export const recordReadInit: RequestInit = {
  headers: { Accept: 'application/json' },
  credentials: PUBLIC_READ_CREDENTIALS,
};

/** A read that no answer came to (no network, or its body cut short). */
export const NO_ANSWER: BootAnswer = { status: 0, text: '' };

/** An answer as the boot script takes it: its status, text and Retry-After. */
export async function bootAnswerOf(answer: Response): Promise<BootAnswer> {
  return {
    status: answer.status,
    text: await answer.text(),
    retryAfter: answer.headers.get('retry-after') ?? undefined,
  };
}

/**
 * Sends a read as the boot script takes it (`bootAnswerOf`), or `NO_ANSWER` when none came. The
 * page shows what the public sees.
 */
export function fetchRecordRead(url: string): Promise<BootAnswer> {
  return fetch(url, recordReadInit)
    .then(bootAnswerOf)
    .catch(() => NO_ANSWER);
}
