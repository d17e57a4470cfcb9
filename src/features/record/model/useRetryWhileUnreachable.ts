import { useEffect, useState } from 'react';
import { ApiError } from '@/api/errors';
import { bootView } from '@/bootHandoff/bootView';
import { knownOffline } from '@/lib/offline';
import { isRecordResource, recordResourceNames, type RecordResource } from '@/record';
import { isPending, type RecordState, type SectionRead } from '@/recordReading/recordState';
import { UNREACHABLE_RETRY_MS } from '@/recordReading/unreachableNotice';

const unreachable = (read: SectionRead) =>
  read.status === 'failed' && read.error instanceof ApiError && read.error.kind === 'network';

/**
 * While no network reaches the API (offline, the page served by the app's worker), the sections
 * whose reads failed for it are read again, as soon as the browser is back online and every few
 * seconds, until they answer. True while that lasts: a failure for want of a network, or its
 * reads sent again and not yet answered.
 */
export function useRetryWhileUnreachable(
  state: RecordState,
  retry: (resource: RecordResource) => void,
): boolean {
  const failed = recordResourceNames.filter((resource) => unreachable(state[resource])).join(' ');
  // Offline from the start, or said so by the boot page: said at once and on, not only once the
  // reads sent again have failed too.
  const [wasUnreachable, setWasUnreachable] = useState(
    () => knownOffline() || (bootView()?.saysUnreachable() ?? false),
  );
  const stillUnreachable =
    failed !== '' || (wasUnreachable && Object.values(state).some(isPending));
  if (stillUnreachable !== wasUnreachable) setWasUnreachable(stillUnreachable);

  useEffect(() => {
    if (!failed) return;
    const again = () => failed.split(' ').filter(isRecordResource).forEach(retry);
    window.addEventListener('online', again, { once: true });
    const timer = setTimeout(again, UNREACHABLE_RETRY_MS);
    return () => {
      window.removeEventListener('online', again);
      clearTimeout(timer);
    };
  }, [failed, retry]);
  return stillUnreachable;
}
