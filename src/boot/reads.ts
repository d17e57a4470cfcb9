// The record reads of the boot script: sent with fetch, and read by the same rules as the app's
// client (src/api/recordAnswer.ts), so that a malformed answer is an error here too.
import { ApiError, mayPass } from '../api/errors';
import { parseRecordAnswer } from '../api/recordAnswer';
import { BOOT_READ_CREDENTIALS, cardRecordReadPath } from '../api/recordReadPath';
import { isObject } from '../api/shape';
import { answered, RETRYING, unansweredRead, type SectionRead } from '../recordView/recordState';
import type { BootAnswer } from '../lib/bootView';
import { readFailureKey, sectionOf, showableItems, type RecordResource } from '../record';

export function sendRead(
  apiBase: string,
  resource: string,
  cardNumber: string,
): Promise<BootAnswer> {
  // No token, whoever is signed in on this phone: the page shows what the public sees.
  const init = { headers: { Accept: 'application/json' }, credentials: BOOT_READ_CREDENTIALS };
  return fetch(`${apiBase}${cardRecordReadPath(resource, cardNumber)}`, init).then(
    async (answer) => ({
      status: answer.status,
      text: await answer.text(),
      retryAfter: answer.headers.get('retry-after') ?? undefined,
    }),
    () => ({ status: 0, text: '' }),
  );
}

/** An answer as the app's client would read it: items, or the error it would throw. */
export function toSectionRead(resource: RecordResource, answer: BootAnswer): SectionRead {
  const section = sectionOf(resource);
  const fallbackKey = readFailureKey(section);
  if (answer.status === 0)
    return { status: 'failed', error: new ApiError({ kind: 'network', fallbackKey }) };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  if (answer.status < 200 || answer.status >= 300) {
    const code = isObject(body) && typeof body.code === 'string' ? body.code : undefined;
    const { status } = answer;
    return unansweredRead(
      new ApiError({ kind: 'http', status, code, fallbackKey: readFailureKey(section, status) }),
    );
  }
  const stored = parseRecordAnswer(resource, body);
  if (!stored) {
    return { status: 'failed', error: new ApiError({ kind: 'shape', fallbackKey }) };
  }
  return answered(showableItems(section, stored));
}

/**
 * A read as the app will show it once it takes it over: a failure that may pass (no answer, a 5xx,
 * a 429) is sent again by the app's client, so the boot page says it is trying again, as the app
 * then does, rather than that it failed.
 */
export function asTheAppWillShow(read: SectionRead): SectionRead {
  const passing = read.status === 'failed' && read.error instanceof ApiError && mayPass(read.error);
  return passing ? RETRYING : read;
}
