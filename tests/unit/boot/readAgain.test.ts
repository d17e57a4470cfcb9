// The boot page's next try of a failed read follows the client's rule: the same waits and count
// of retries, Retry-After heard, and a read no network answered tried again once reachable.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { MAX_RETRIES, retryDelays } from '@/api/retryRule';
import { planNextTry } from '@/boot/readAgain';
import type { SectionRead } from '@/recordReading/recordState';
import { UNREACHABLE_RETRY_MS } from '@/recordReading/unreachableNotice';

const failed = (error: ApiError): SectionRead => ({ status: 'failed', error });
const http = (status: number) =>
  failed(new ApiError({ kind: 'http', status, fallbackKey: 'errors.unknown' }));
const unanswered = failed(new ApiError({ kind: 'network', fallbackKey: 'errors.unknown' }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('a 503 is tried again after the first wait, then three times as long, then no more', () => {
  const again = vi.fn();
  expect(planNextTry(http(503), undefined, 0, again)).toBe('retrying');
  vi.advanceTimersByTime(retryDelays.retryBaseDelayMs - 1);
  expect(again).not.toHaveBeenCalled();
  // The wait is up to a fifth longer, so that phones failed by one outage do not come back at once.
  vi.advanceTimersByTime(retryDelays.retryBaseDelayMs / 5 + 1);
  expect(again).toHaveBeenCalledWith(1);

  expect(planNextTry(http(503), undefined, 1, again)).toBe('retrying');
  vi.advanceTimersByTime(retryDelays.retryBaseDelayMs * 3 * 1.2 + 1);
  expect(again).toHaveBeenLastCalledWith(2);

  expect(planNextTry(http(503), undefined, MAX_RETRIES, again)).toBe('settled');
  vi.advanceTimersByTime(60_000);
  expect(again).toHaveBeenCalledTimes(2);
});

test("the server's Retry-After sets the wait", () => {
  const again = vi.fn();
  expect(planNextTry(http(429), '3', 0, again)).toBe('retrying');
  vi.advanceTimersByTime(2999);
  expect(again).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(again).toHaveBeenCalledOnce();
});

test.each([
  ['a 404', http(404)],
  ['a malformed answer', failed(new ApiError({ kind: 'shape', fallbackKey: 'errors.unknown' }))],
  ['an answer', { status: 'shown', items: [] } as SectionRead],
])('%s is not tried again', (_, read) => {
  const again = vi.fn();
  expect(planNextTry(read, undefined, 0, again)).toBe('settled');
  vi.advanceTimersByTime(60_000);
  expect(again).not.toHaveBeenCalled();
});

test('offline, a read is shown failed and tried again once the browser is back online', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const again = vi.fn();
  expect(planNextTry(unanswered, undefined, 0, again)).toBe('settled');
  window.dispatchEvent(new Event('online'));
  expect(again).toHaveBeenCalledExactlyOnceWith(0);
  // Once only: the timer that would have tried it too is gone.
  vi.advanceTimersByTime(UNREACHABLE_RETRY_MS);
  expect(again).toHaveBeenCalledOnce();
});

test('a read no network answered, its retries spent, is tried again every few seconds', () => {
  const again = vi.fn();
  expect(planNextTry(unanswered, undefined, MAX_RETRIES, again)).toBe('settled');
  vi.advanceTimersByTime(UNREACHABLE_RETRY_MS - 1);
  expect(again).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(again).toHaveBeenCalledExactlyOnceWith(0);
  window.dispatchEvent(new Event('online'));
  expect(again).toHaveBeenCalledOnce();
});
