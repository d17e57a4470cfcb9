/**
 * Fake timers for each test of the file, time still running by itself (the demo backend's
 * delays pass), so that a test can jump ahead of a long wait (a resend countdown, a payment
 * watched for minutes) with `vi.advanceTimersByTime`. Called once, at the file's top.
 */
export function fakeTimersEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return () => {
      vi.useRealTimers();
    };
  });
}
