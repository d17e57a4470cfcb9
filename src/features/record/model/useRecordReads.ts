import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { readWholeRecord, type PreloadedRecord, type RecordReader } from '@/api/medicalRecord';
import { sectionOf, sections, type RecordResource } from '@/record';
import { readSection, sectionReads, type SectionAnswer } from './recordReads';
import {
  allLoading,
  isPending,
  LOADING,
  RETRYING,
  unansweredRead,
  type RecordState,
  type SectionRead,
} from '@/recordReading/recordState';

export interface RecordReadsHook {
  state: RecordState;
  /** Reads a section again after it failed, showing it loading meanwhile. */
  retry: (resource: RecordResource) => void;
  /** Reads a section again after a save; rejects, and changes nothing, when the read fails. */
  refresh: (resource: RecordResource) => Promise<void>;
}

/**
 * The reads of a card's record as state, for the editor and the view alike: every read starts
 * on mount (or is taken over from the route's loader), each section settles on its own, a read
 * that fails is sent again by the client (the section says so meanwhile), one that failed for
 * good can be read again, and leaving the page aborts what is still under way. Mount it with
 * `key={cardCode}` so another card starts from scratch.
 */
export function useRecordReads(
  cardCode: string,
  reader: RecordReader,
  preloaded?: PreloadedRecord,
): RecordReadsHook {
  const [state, setState] = useState<RecordState>(allLoading);
  const controller = useRef<AbortController | null>(null);

  const put = useCallback((resource: RecordResource, read: SectionRead, signal: AbortSignal) => {
    if (!signal.aborted) setState((current) => ({ ...current, [resource]: read }));
  }, []);

  // An answer that comes by itself is shown in a transition: when many arrive together (all
  // fifteen at once on the record view, whose reads started before the app), React renders them in
  // short slices that leave the page answering input, rather than in one long task.
  const follow = useCallback(
    (resource: RecordResource, answer: SectionAnswer, signal: AbortSignal) => {
      const show = (read: SectionRead) => startTransition(() => put(resource, read, signal));
      answer.then(show, (error: unknown) => show(unansweredRead(error)));
    },
    [put],
  );

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
    const reads = sectionReads(
      taken?.reads ?? readWholeRecord(cardCode, reader, abort.signal, onRetry),
    );
    const stopListening = taken?.retries?.listen(onRetry);
    for (const resource of taken?.retries?.retrying ?? []) onRetry(resource);
    for (const { resource } of sections) follow(resource, reads[resource], abort.signal);
    return () => {
      abort.abort();
      stopListening?.();
      taken?.controller.abort();
    };
  }, [cardCode, reader, follow, markRetrying, preloaded]);

  const retry = useCallback(
    (resource: RecordResource) => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      setState((current) => ({ ...current, [resource]: LOADING }));
      const onRetry = () => markRetrying(resource, signal);
      follow(resource, readSection(sectionOf(resource), cardCode, reader, signal, onRetry), signal);
    },
    [cardCode, reader, follow, markRetrying],
  );

  const refresh = useCallback(
    async (resource: RecordResource) => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      put(resource, await readSection(sectionOf(resource), cardCode, reader, signal), signal);
    },
    [cardCode, reader, put],
  );

  return { state, retry, refresh };
}
