// The record view's reads as the app's worker starts them: the moment the browser asks the worker
// for the view's page, before that page has even started (on a slow phone its first script runs a
// quarter of a second later), the worker sends every read the page's read starter would send, and
// hands them to that page only, each once: in messages when the page asks for them so
// (./workerReadsMessages.ts), else as the answers to its own fetches. The answers stay in the
// worker's memory until the page takes them, or a little while: never in a cache, never on disk.
import { bootAnswerOf, NO_ANSWER, recordReadInit, recordReadUrl } from '../api/recordReadRequest';
import { isCardCodeAddress } from '../lib/cardCode';
import { recordViewCardCode } from '../lib/recordViewAddress';
import { TAKE_STARTED_READS, type StartedReadsReply } from './workerReadsMessages';

/** How long the worker holds the reads it started for a page that has not taken them. */
export const STARTED_READS_HOLD_MS = 30_000;

/** What the worker's fetch event gives this module (a part of the ServiceWorker API's). */
export interface WorkerFetchEvent {
  readonly request: Request;
  /** The page the request comes from. */
  readonly clientId: string;
  /** On a navigation, the page it will make. */
  readonly resultingClientId: string;
  respondWith(answer: Promise<Response>): void;
}

/** What the worker's message event gives this module (a part of the ServiceWorker API's). */
export interface WorkerMessageEvent {
  readonly data: unknown;
  /** The page that posted it. */
  readonly source: { readonly id: string } | null;
  readonly ports: readonly { postMessage(reply: StartedReadsReply): void }[];
  waitUntil(done: Promise<unknown>): void;
}

export interface StartedReadsFacts {
  /** The API base the build was made for. */
  apiBase: string;
  /** The record view's reads, in the order the page sends them. */
  readOrder: readonly string[];
  /** The worker's own address, against which a relative API base is read. */
  origin: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  setTimeout: (run: () => void, ms: number) => unknown;
}

interface StartedRead {
  resource: string;
  read: Promise<Response>;
}

/**
 * The worker's listeners for the record view's reads: `fetch` starts them at the navigation and
 * answers the page's fetches with them; `message` hands them over to the page that asks.
 */
export function startedReadsListeners(facts: StartedReadsFacts) {
  /** By page, the reads started for it, by address. */
  const started = new Map<string, Map<string, StartedRead>>();

  function start(page: string, cardCode: string) {
    const reads = new Map<string, StartedRead>();
    for (const resource of facts.readOrder) {
      const url = new URL(recordReadUrl(facts.apiBase, resource, cardCode), facts.origin).href;
      const read = facts.fetch(url, recordReadInit);
      // Held, its failure is the page's to see, once it takes the read.
      read.catch(() => undefined);
      reads.set(url, { resource, read });
    }
    started.set(page, reads);
    facts.setTimeout(() => {
      if (started.get(page) === reads) started.delete(page);
    }, STARTED_READS_HOLD_MS);
  }

  const fetch = (event: WorkerFetchEvent): void => {
    const { request } = event;
    if (request.mode === 'navigate') {
      const cardCode = recordViewCardCode(new URL(request.url).pathname);
      if (event.resultingClientId && isCardCodeAddress(cardCode)) {
        start(event.resultingClientId, cardCode);
      }
      return;
    }
    if (request.method !== 'GET') return;
    const reads = started.get(event.clientId);
    const held = reads?.get(request.url);
    if (!reads || !held) return;
    reads.delete(request.url);
    if (reads.size === 0) started.delete(event.clientId);
    event.respondWith(held.read);
  };

  const message = (event: WorkerMessageEvent): void => {
    const [port] = event.ports;
    if (event.data !== TAKE_STARTED_READS || !port || !event.source) return;
    const held = [...(started.get(event.source.id)?.values() ?? [])];
    started.delete(event.source.id);
    port.postMessage({ held: held.map(({ resource }) => resource) });
    const handed = held.map(({ resource, read }) =>
      read
        .then(bootAnswerOf)
        .catch(() => NO_ANSWER)
        .then((answer) => port.postMessage({ resource, answer })),
    );
    event.waitUntil(Promise.all(handed));
  };

  return { fetch, message };
}
