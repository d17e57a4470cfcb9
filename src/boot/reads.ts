// The record reads of the boot script: sent with fetch, and read by the same rules as the app's
// client (src/api/recordAnswer.ts), so that a malformed answer is an error here too.
import { ApiError } from '../api/errors';
import { parseRecordAnswer } from '../api/recordAnswer';
import { fetchRecordRead, recordReadUrl } from '../api/recordReadRequest';
import { isObject } from '../api/shape';
import { answered, unansweredRead, type SectionRead } from '../recordReading/recordState';
import type { BootAnswer } from '../bootHandoff/bootView';
import { takeStartedRead } from '../bootHandoff/startedReads';
import { readFailureKey, sectionOf, showableItems, type RecordResource } from '../record';

export function sendRead(apiBase: string, resource: string, cardCode: string): Promise<BootAnswer> {
  return fetchRecordRead(recordReadUrl(apiBase, resource, cardCode));
}

/** A first read: the one the read starter already sent for it, else a new one. */
export function firstRead(
  apiBase: string,
  resource: string,
  cardCode: string,
): Promise<BootAnswer> {
  return (
    takeStartedRead(recordReadUrl(apiBase, resource, cardCode)) ??
    sendRead(apiBase, resource, cardCode)
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
