// The read starter's way under the app's worker: the worker started the record's reads at the
// page's navigation, and hands them over in messages (./workerReadsMessages.ts). What the worker
// does not hold, or everything when it does not reply in time, the page sends itself.
import type { BootAnswer } from '../bootHandoff/bootView';
import type { StartedReads } from '../bootHandoff/startedReads';
import { fetchRecordRead } from '../api/recordReadRequest';
import { TAKE_STARTED_READS, type StartedReadsReply } from './workerReadsMessages';

/**
 * How long the page waits for its worker to say which reads it holds. The worker replies at once;
 * only a worker that does not know the ask (another build's) keeps the page waiting that long.
 */
export const WORKER_REPLY_WAIT_MS = 500;

/** The worker in control of this page, if any (reading it can throw where storage is blocked). */
export function controllingWorker(): ServiceWorker | null {
  try {
    return navigator.serviceWorker?.controller ?? null;
  } catch {
    return null;
  }
}

/** The reads of `readOrder` at their addresses, taken from `worker`, else sent by the page. */
export function readsFromWorker(
  worker: Pick<ServiceWorker, 'postMessage'>,
  readOrder: readonly string[],
  urlOf: (resource: string) => string,
): StartedReads {
  const pending = new Map<string, (answer: BootAnswer | Promise<BootAnswer>) => void>();
  const reads: StartedReads = new Map(
    readOrder.map((resource) => [
      urlOf(resource),
      new Promise((resolve) => pending.set(resource, resolve)),
    ]),
  );
  /** Settles a read with the worker's answer, or, without one, with the page's own. */
  const settle = (resource: string, answer?: BootAnswer) => {
    const resolve = pending.get(resource);
    if (!resolve) return;
    pending.delete(resource);
    resolve(answer ?? fetchRecordRead(urlOf(resource)));
  };
  const replies = new MessageChannel();
  const unanswered = setTimeout(
    () => readOrder.forEach((resource) => settle(resource)),
    WORKER_REPLY_WAIT_MS,
  );
  replies.port1.onmessage = ({ data }: MessageEvent<StartedReadsReply>) => {
    if (!('held' in data)) return settle(data.resource, data.answer);
    clearTimeout(unanswered);
    for (const resource of readOrder) if (!data.held.includes(resource)) settle(resource);
  };
  worker.postMessage(TAKE_STARTED_READS, [replies.port2]);
  return reads;
}
