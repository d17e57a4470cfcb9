import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errors';
import type { LoadStatus } from '../lib/loadStatus';

export type ResourceState<T> =
  | { status: Extract<LoadStatus, 'loading'> }
  | { status: Extract<LoadStatus, 'failed'>; message: string }
  | { status: Extract<LoadStatus, 'shown' | 'empty'>; data: T };

export interface ResourceOptions<T> {
  /** The common key of the text for a failure that is not an ApiError (default errors.unknown). */
  defaultErrorKey?: string;
  /** Whether an answer counts as empty (the screen says so instead of showing it). */
  isEmpty?: (data: T) => boolean;
}

type Settled<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { data: T };

/**
 * What a screen reads as it opens: loading, then shown (or empty) or failed, with a retry. A read
 * whose screen has gone, or that a retry replaced, is aborted and its answer ignored.
 *
 * `load` must keep its identity (a module-level function): a new one reads again.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { defaultErrorKey, isEmpty }: ResourceOptions<T> = {},
): { state: ResourceState<T>; retry: () => void } {
  const { t } = useTranslation('common');
  const [settled, setSettled] = useState<Settled<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => {
    setSettled({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  let state: ResourceState<T>;
  if ('data' in settled) {
    state = { status: isEmpty?.(settled.data) ? 'empty' : 'shown', data: settled.data };
  } else if (settled.status === 'failed') {
    // Worded at render, so a change of language rewords it.
    state = { status: 'failed', message: errorText(settled.error, t, defaultErrorKey) };
  } else {
    state = settled;
  }
  return { state, retry };
}
