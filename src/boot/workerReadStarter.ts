// The app's worker's read starter, imported by its worker (build/shellWorker.ts) in a build
// against an API: see ./workerReads.ts.
import { apiBase, readOrder } from 'virtual:read-starter';
import {
  startedReadsListeners,
  type WorkerFetchEvent,
  type WorkerMessageEvent,
} from './workerReads';

/** The worker's global scope, as far as this script uses it. */
declare const self: {
  location: Location;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

const listeners = startedReadsListeners({
  apiBase,
  readOrder,
  origin: self.location.origin,
  fetch: (url, init) => fetch(url, init),
  setTimeout: (run, ms) => setTimeout(run, ms),
});
self.addEventListener('fetch', listeners.fetch);
self.addEventListener('message', listeners.message);
