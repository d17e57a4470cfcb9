import { useCallback, useEffect, useRef, useState } from 'react';
import {
  documentVisibility,
  timerScheduler,
  watchPurchase,
  type PageVisibility,
  type PurchaseWatch,
  type Scheduler,
  type WatchStatus,
} from './purchaseWatch';

export interface PurchaseWatchHookOptions {
  check: (signal: AbortSignal) => Promise<boolean>;
  /** Called once, when the purchase has landed. */
  onLanded: () => void;
  scheduler?: Scheduler;
  visibility?: PageVisibility;
}

/** Watches for a purchase to land while the component is mounted (see `watchPurchase`). */
export function usePurchaseWatch({
  check,
  onLanded,
  scheduler = timerScheduler,
  visibility = documentVisibility,
}: PurchaseWatchHookOptions): { status: WatchStatus; checkNow: () => void } {
  const [status, setStatus] = useState<WatchStatus>('watching');
  const watch = useRef<PurchaseWatch | null>(null);
  // A check asked for before the watch started (a press in the same frame the screen appeared).
  const askedEarly = useRef(false);
  // The latest callbacks, so that a new render does not restart the watch.
  const latest = useRef({ check, onLanded });
  useEffect(() => {
    latest.current = { check, onLanded };
  });

  useEffect(() => {
    const current = watchPurchase({
      check: (signal) => latest.current.check(signal),
      onStatus: (next) => {
        setStatus(next);
        if (next === 'landed') latest.current.onLanded();
      },
      scheduler,
      visibility,
    });
    watch.current = current;
    if (askedEarly.current) {
      askedEarly.current = false;
      current.checkNow();
    }
    return () => {
      current.stop();
      watch.current = null;
    };
  }, [scheduler, visibility]);

  const checkNow = useCallback(() => {
    if (watch.current) watch.current.checkNow();
    else askedEarly.current = true;
  }, []);
  return { status, checkNow };
}
