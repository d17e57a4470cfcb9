import { act, renderHook } from '@testing-library/react';
import {
  FAILURES_BEFORE_NOTICE,
  timerScheduler,
  type PageVisibility,
  type Scheduler,
} from '@/features/checkout/purchaseWatch';
import { usePurchaseWatch } from '@/features/checkout/usePurchaseWatch';

/** A page whose visibility the test sets. */
function testPage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isHidden: () => hidden,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return {
    visibility,
    listeners,
    setHidden(next: boolean) {
      hidden = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** The fake timers, with every wait asked for written down. */
function recordingScheduler() {
  const waits: number[] = [];
  const scheduler: Scheduler = (ms, run) => {
    waits.push(ms);
    return timerScheduler(ms, run);
  };
  return { scheduler, waits };
}

/** Checks the test answers one by one; each records its abort signal. */
function heldChecks() {
  const calls: { signal: AbortSignal; answer: (landed: boolean) => void; fail: () => void }[] = [];
  const check = (signal: AbortSignal) =>
    new Promise<boolean>((answer, reject) => {
      calls.push({ signal, answer, fail: () => reject(new Error('offline')) });
    });
  return { check, calls };
}

function watch(check: (signal: AbortSignal) => Promise<boolean>, scheduler?: Scheduler) {
  const page = testPage();
  const onLanded = vi.fn();
  const view = renderHook(() =>
    usePurchaseWatch({
      check,
      onLanded,
      scheduler,
      visibility: page.visibility,
    }),
  );
  return { ...view, page, onLanded };
}

async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function answer(call: { answer: (landed: boolean) => void }, landed: boolean) {
  await act(async () => call.answer(landed));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watching for a purchase to land', () => {
  it('checks after growing waits, capped at the longest', async () => {
    const { scheduler, waits } = recordingScheduler();
    const { check, calls } = heldChecks();
    watch(check, scheduler);
    const expected = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 20_000, 20_000];
    for (const [index, ms] of expected.entries()) {
      await elapse(ms - 1);
      expect(calls).toHaveLength(index);
      await elapse(1);
      expect(calls).toHaveLength(index + 1);
      await answer(calls[index], false);
    }
    expect(waits.slice(0, expected.length)).toEqual(expected);
  });

  it('does not check while the page is hidden, and checks at once when it is shown again', async () => {
    const { check, calls } = heldChecks();
    const { page } = watch(check);
    page.setHidden(true);
    await elapse(120_000);
    expect(calls).toHaveLength(0);

    page.setHidden(false);
    expect(calls).toHaveLength(1);
    await answer(calls[0], false);
    // Hidden while a check runs: its answer schedules nothing.
    await elapse(3_000);
    expect(calls).toHaveLength(2);
    page.setHidden(true);
    await answer(calls[1], false);
    await elapse(120_000);
    expect(calls).toHaveLength(2);
  });

  it('stops when the screen closes: the check under way is aborted and none follows', async () => {
    const { check, calls } = heldChecks();
    const { unmount, page, onLanded } = watch(check);
    await elapse(2_000);
    expect(calls).toHaveLength(1);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    expect(page.listeners.size).toBe(0);
    await answer(calls[0], true);
    await elapse(120_000);
    expect(calls).toHaveLength(1);
    expect(onLanded).not.toHaveBeenCalled();
  });

  it('says it landed once, and checks no more', async () => {
    const { check, calls } = heldChecks();
    const { result, onLanded, page } = watch(check);
    await elapse(2_000);
    await answer(calls[0], false);
    await elapse(3_000);
    await answer(calls[1], true);
    expect(result.current.status).toBe('landed');
    expect(onLanded).toHaveBeenCalledTimes(1);

    act(() => result.current.checkNow());
    page.setHidden(true);
    page.setHidden(false);
    await elapse(120_000);
    expect(calls).toHaveLength(2);
    expect(onLanded).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('landed');
  });

  it('runs one check at a time: a check asked for meanwhile does not send a second', async () => {
    const { check, calls } = heldChecks();
    const { result, onLanded, page } = watch(check);
    await elapse(2_000);
    act(() => result.current.checkNow());
    page.setHidden(true);
    page.setHidden(false);
    expect(calls).toHaveLength(1);
    await answer(calls[0], true);
    expect(onLanded).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a failed check until several fail in a row, then keeps trying', async () => {
    const { check, calls } = heldChecks();
    const { result } = watch(check);
    for (let i = 0; i < FAILURES_BEFORE_NOTICE - 1; i++) {
      await elapse(20_000);
      await act(async () => calls[i].fail());
      expect(result.current.status).toBe('watching');
    }
    await elapse(20_000);
    await act(async () => calls[FAILURES_BEFORE_NOTICE - 1].fail());
    expect(result.current.status).toBe('struggling');

    await elapse(20_000);
    expect(calls).toHaveLength(FAILURES_BEFORE_NOTICE + 1);
    await answer(calls[FAILURES_BEFORE_NOTICE], false);
    expect(result.current.status).toBe('watching');
  });

  it('answers a check the user asked for: not yet, or could not check', async () => {
    const { check, calls } = heldChecks();
    const { result } = watch(check);
    act(() => result.current.checkNow());
    expect(result.current.status).toBe('checking');
    expect(calls).toHaveLength(1);
    await answer(calls[0], false);
    expect(result.current.status).toBe('notYet');

    // The waits start again from the shortest.
    await elapse(2_000);
    expect(calls).toHaveLength(2);
    await answer(calls[1], false);
    expect(result.current.status).toBe('watching');

    act(() => result.current.checkNow());
    await act(async () => calls[2].fail());
    expect(result.current.status).toBe('struggling');
  });
});
