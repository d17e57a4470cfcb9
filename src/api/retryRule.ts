// When a read that failed in a way that may pass is sent again: the client's rule, and the record
// view's boot script's, which reads again by itself before the client has arrived. Without axios.

/** A read is sent at most this many times more after it failed. */
export const MAX_RETRIES = 2;

export interface RetryDelays {
  /** The wait before the first retry of a read; the second waits three times as long. */
  retryBaseDelayMs: number;
  /** The longest wait before a retry, whatever the server's Retry-After asks. */
  retryMaxDelayMs: number;
}

export const retryDelays: RetryDelays = { retryBaseDelayMs: 500, retryMaxDelayMs: 10_000 };

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait before retry n (1-based): the server's Retry-After, else ~0.5 s then ~1.5 s. */
export function retryDelayMs(
  retry: number,
  retryAfter: string | undefined,
  delays: RetryDelays = retryDelays,
): number {
  const asked = retryAfterMs(retryAfter);
  const backoff = delays.retryBaseDelayMs * 3 ** (retry - 1);
  // Up to a fifth more, so that clients failed by one outage do not all come back at once.
  const wait = asked ?? backoff * (1 + Math.random() / 5);
  return Math.round(Math.min(wait, delays.retryMaxDelayMs));
}
