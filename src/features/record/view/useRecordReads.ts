import { useCallback, useEffect, useRef, useState } from 'react';
import { readWholeRecord, type PreloadedRecord } from '../../../api/medicalRecord';
import type { RecordResource } from '../../../api/types';
import { sections } from '../sections/registry';
import type { SectionDecl } from '../sections/types';
import { readSection, sectionReads, type SectionItems } from './recordReads';
import {
  allLoading,
  isPending,
  LOADING,
  RETRYING,
  type RecordState,
  type SectionRead,
} from './recordState';

/**
 * The reads of a card's record as state: every read starts on mount, each section settles on its
 * own, a read that fails is sent again by the client (the section says so meanwhile), one that
 * failed for good can be read again, and leaving the page aborts what is still under way.
 * Mount it with `key={cardNumber}` so another card starts from scratch. Reads the route already
 * started (its loader) are taken over instead of being sent again.
 */
export function useRecordReads(cardNumber: string, preloaded?: PreloadedRecord) {
  const [state, setState] = useState<RecordState>(allLoading);
  const controller = useRef<AbortController | null>(null);

  const follow = useCallback((section: SectionDecl, items: SectionItems, signal: AbortSignal) => {
    const put = (read: SectionRead) => {
      if (!signal.aborted) setState((current) => ({ ...current, [section.resource]: read }));
    };
    items.then(
      (list) => put({ status: 'ready', items: list }),
      (error: unknown) => put({ status: 'failed', error }),
    );
  }, []);

  const markRetrying = useCallback((resource: RecordResource, signal: AbortSignal) => {
    if (signal.aborted) return;
    // Only a read still under way: an answer that already came stays.
    setState((current) =>
      isPending(current[resource]) ? { ...current, [resource]: RETRYING } : current,
    );
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    const onRetry = (resource: RecordResource) => markRetrying(resource, abort.signal);
    // Taken over only while still live: a remount (React's strict mode) reads afresh.
    const taken = preloaded && !preloaded.controller.signal.aborted ? preloaded : null;
    const reads = sectionReads(taken?.reads ?? readWholeRecord(cardNumber, abort.signal, onRetry));
    const stopListening = taken?.retries?.listen(onRetry);
    for (const resource of taken?.retries?.retrying ?? []) onRetry(resource);
    for (const section of sections) follow(section, reads[section.resource], abort.signal);
    return () => {
      abort.abort();
      stopListening?.();
      taken?.controller.abort();
    };
  }, [cardNumber, follow, markRetrying, preloaded]);

  const retry = useCallback(
    (section: SectionDecl) => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      setState((current) => ({ ...current, [section.resource]: LOADING }));
      const onRetry = () => markRetrying(section.resource, signal);
      follow(section, readSection(section, cardNumber, signal, onRetry), signal);
    },
    [cardNumber, follow, markRetrying],
  );

  return { state, retry };
}
