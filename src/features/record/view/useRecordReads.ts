import { useCallback, useEffect, useRef, useState } from 'react';
import { readWholeRecord, type PreloadedRecord } from '../../../api/medicalRecord';
import { sections } from '../sections/registry';
import type { SectionDecl } from '../sections/types';
import { readSection, sectionReads, type SectionItems } from './recordReads';
import { allLoading, LOADING, type RecordState, type SectionRead } from './recordState';

/**
 * The reads of a card's record as state: every read starts on mount, each section settles on its
 * own, a failed one can be read again, and leaving the page aborts what is still under way.
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

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    // Taken over only while still live: a remount (React's strict mode) reads afresh.
    const taken = preloaded && !preloaded.controller.signal.aborted ? preloaded : null;
    const reads = sectionReads(taken?.reads ?? readWholeRecord(cardNumber, abort.signal));
    for (const section of sections) follow(section, reads[section.resource], abort.signal);
    return () => {
      abort.abort();
      taken?.controller.abort();
    };
  }, [cardNumber, follow, preloaded]);

  const retry = useCallback(
    (section: SectionDecl) => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      setState((current) => ({ ...current, [section.resource]: LOADING }));
      follow(section, readSection(section, cardNumber, signal), signal);
    },
    [cardNumber, follow],
  );

  return { state, retry };
}
