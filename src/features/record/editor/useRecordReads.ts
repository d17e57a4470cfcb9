import { useCallback, useEffect, useRef, useState } from 'react';
import { readRecord } from '../../../api/medicalRecord';
import type { RecordResource } from '../../../api/types';

export type ReadState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** `version` grows with every answer, so a form knows when to take the items again. */
  | { status: 'ready'; items: object[]; version: number };

export interface RecordReads {
  /** A resource without a state is still loading its first answer. */
  states: Partial<Record<RecordResource, ReadState>>;
  /** Reads a resource again after a load error, showing its loading state meanwhile. */
  retry: (resource: RecordResource) => void;
  /** Reads a resource again after a save; rejects, and changes nothing, when the read fails. */
  refresh: (resource: RecordResource) => Promise<void>;
}

/** Reads every resource of the card at once, not one after another. */
export function useRecordReads(
  cardNumber: string,
  resources: readonly RecordResource[],
): RecordReads {
  const [states, setStates] = useState<Partial<Record<RecordResource, ReadState>>>({});
  const signal = useRef<AbortSignal | null>(null);
  const versions = useRef(0);

  const settle = useCallback((resource: RecordResource, state: ReadState) => {
    setStates((previous) => ({ ...previous, [resource]: state }));
  }, []);

  const read = useCallback(
    async (resource: RecordResource) => {
      const current = signal.current ?? undefined;
      const items = await readRecord(resource, cardNumber, current);
      if (current?.aborted) return;
      versions.current += 1;
      settle(resource, { status: 'ready', items, version: versions.current });
    },
    [cardNumber, settle],
  );

  const load = useCallback(
    (resource: RecordResource) => {
      read(resource).catch((error: unknown) => {
        if (!signal.current?.aborted) settle(resource, { status: 'error', error });
      });
    },
    [read, settle],
  );

  const retry = useCallback(
    (resource: RecordResource) => {
      settle(resource, { status: 'loading' });
      load(resource);
    },
    [load, settle],
  );

  // The page mounts afresh for another card, so this runs once per card.
  const resourceKey = resources.join();
  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    for (const resource of resourceKey.split(',') as RecordResource[]) load(resource);
    return () => controller.abort();
  }, [load, resourceKey]);

  return { states, retry, refresh: read };
}
