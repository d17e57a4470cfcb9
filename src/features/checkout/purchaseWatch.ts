// Watching for a purchase to land while its Pix code is on screen.

/** The waits between two checks: growing, then the last one again and again. */
export const WATCH_DELAYS_MS: readonly number[] = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000];

/** Checks that fail in a row before the screen says it could not check yet. */
export const FAILURES_BEFORE_NOTICE = 3;

/** Runs `run` after `ms`; the answer cancels it. Injected so tests drive the time. */
export type Scheduler = (ms: number, run: () => void) => () => void;

export interface PageVisibility {
  isHidden: () => boolean;
  /** Calls `onChange` whenever the page is hidden or shown again; the answer unsubscribes. */
  subscribe: (onChange: () => void) => () => void;
}

export const timerScheduler: Scheduler = (ms, run) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export const documentVisibility: PageVisibility = {
  isHidden: () => document.hidden,
  subscribe: (onChange) => {
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/**
 * `watching` between checks; `checking` while a check the user asked for runs; `notYet` when that
 * check found nothing; `struggling` after failed checks; `landed` once, at the end.
 */
export type WatchStatus = 'watching' | 'checking' | 'notYet' | 'struggling' | 'landed';

export interface PurchaseWatchOptions {
  /** Answers whether the purchase has landed; the signal aborts it when the watch stops. */
  check: (signal: AbortSignal) => Promise<boolean>;
  onStatus: (status: WatchStatus) => void;
  scheduler: Scheduler;
  visibility: PageVisibility;
}

export interface PurchaseWatch {
  /** Checks at once (the user says they paid); the waits start again from the shortest. */
  checkNow: () => void;
  /** Ends the watch and aborts a check under way. */
  stop: () => void;
}

/**
 * Checks after growing waits, one check at a time, none while the page is hidden and one at once
 * when it is shown again (the buyer is back from their bank's app). Reports `landed` once.
 */
export function watchPurchase({
  check,
  onStatus,
  scheduler,
  visibility,
}: PurchaseWatchOptions): PurchaseWatch {
  let step = 0;
  let failures = 0;
  let stopped = false;
  let cancelWait: (() => void) | null = null;
  let inFlight: AbortController | null = null;
  let askedByUser = false;

  function clearWait() {
    cancelWait?.();
    cancelWait = null;
  }

  function waitForNext() {
    clearWait();
    if (stopped || visibility.isHidden()) return;
    const ms = WATCH_DELAYS_MS[Math.min(step, WATCH_DELAYS_MS.length - 1)];
    step += 1;
    cancelWait = scheduler(ms, () => {
      cancelWait = null;
      void run();
    });
  }

  async function run() {
    if (stopped || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    let landed = false;
    let failed = false;
    try {
      landed = await check(controller.signal);
    } catch {
      failed = true;
    }
    inFlight = null;
    if (stopped) return;
    const byUser = askedByUser;
    askedByUser = false;
    if (landed) {
      stop();
      onStatus('landed');
      return;
    }
    failures = failed ? failures + 1 : 0;
    if (failed && (byUser || failures >= FAILURES_BEFORE_NOTICE)) onStatus('struggling');
    else if (!failed) onStatus(byUser ? 'notYet' : 'watching');
    waitForNext();
  }

  function stop() {
    stopped = true;
    clearWait();
    inFlight?.abort();
    inFlight = null;
    unsubscribe();
  }

  const unsubscribe = visibility.subscribe(() => {
    if (stopped) return;
    if (visibility.isHidden()) clearWait();
    else if (!inFlight) void run();
  });

  waitForNext();

  return {
    checkNow() {
      if (stopped) return;
      askedByUser = true;
      onStatus('checking');
      step = 0;
      clearWait();
      void run();
    },
    stop,
  };
}
