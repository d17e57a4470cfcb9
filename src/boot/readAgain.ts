// The boot page reads again by itself what the app's client would, so that what it says is true
// before the app has arrived: "Tentando novamente" under a part, "Sem conexão. Tentando
// novamente…" above the summary.
import { ApiError, mayPass } from '../api/errors';
import { MAX_RETRIES, retryDelayMs } from '../api/retryRule';
import { knownOffline } from '../lib/offline';
import type { SectionRead } from '../recordReading/recordState';
import { UNREACHABLE_RETRY_MS } from '../recordReading/unreachableNotice';

/** What the page shows of a read until its next try: that it is trying again, or how it settled. */
export type NextTry = 'retrying' | 'settled';

/**
 * Plans the next try of a read that failed. While it has retries left it goes again after the
 * client's wait (and the page says it is trying again); a read no network answered goes again
 * as soon as the browser is back online, or after UNREACHABLE_RETRY_MS, as the app's view does;
 * any other failure waits for a click. `again` gets the read's count of retries, once.
 */
export function planNextTry(
  read: SectionRead,
  retryAfter: string | undefined,
  retried: number,
  again: (retried: number) => void,
): NextTry {
  if (read.status !== 'failed' || !(read.error instanceof ApiError) || !mayPass(read.error)) {
    return 'settled';
  }
  const unanswered = read.error.kind === 'network';
  if (retried < MAX_RETRIES && !(unanswered && knownOffline())) {
    setTimeout(() => again(retried + 1), retryDelayMs(retried + 1, retryAfter));
    return 'retrying';
  }
  if (unanswered) {
    const once = () => {
      window.removeEventListener('online', once);
      clearTimeout(timer);
      again(0);
    };
    window.addEventListener('online', once);
    const timer = setTimeout(once, UNREACHABLE_RETRY_MS);
  }
  return 'settled';
}
