// The record reads the read starter (src/boot/readStarter.ts) sent with the document's first
// bytes, before any style or the boot script had arrived: by address, each taken once, by the
// boot script, which hands them on to the app as its own (bootView.ts).
import type { BootAnswer } from './bootView';

export type StartedReads = Map<string, Promise<BootAnswer>>;

declare global {
  interface Window {
    __startedReads?: StartedReads;
  }
}

/** The read started at this address, if it is still there; it is given out once. */
export function takeStartedRead(url: string): Promise<BootAnswer> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__startedReads;
  const read = reads?.get(url);
  reads?.delete(url);
  return read;
}
