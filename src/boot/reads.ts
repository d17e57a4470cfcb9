// The record reads of the boot script: sent with fetch, and read by the same rules as the app's
// client (src/api/recordAnswer.ts), so that a malformed answer is an error here too.
import { ApiError } from '../api/errors';
import { parseRecordAnswer } from '../api/recordAnswer';
import { isObject } from '../api/shape';
import { answered, unansweredRead, type SectionRead } from '../features/record/model/recordState';
import type { BootAnswer } from '../lib/bootView';
import { canonicalCardCode } from '../lib/cardCode';
import { readFailureKey, sectionOf, showableItems, type RecordResource } from '../record';

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

export function sendRead(
  apiBase: string,
  resource: string,
  cardNumber: string,
): Promise<BootAnswer> {
  const token = readCookie('token');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${apiBase}/medical-record/${resource}?cardNumber=${encodeURIComponent(canonicalCardCode(cardNumber))}`;
  return fetch(url, { headers }).then(
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
