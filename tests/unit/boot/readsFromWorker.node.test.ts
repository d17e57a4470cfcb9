// The read starter under the app's worker: it takes the reads the worker started at the page's
// navigation from the worker's messages, and sends itself only what the worker does not hold, or
// everything when the worker does not reply.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootAnswer } from '@/bootHandoff/bootView';
import { readsFromWorker, WORKER_REPLY_WAIT_MS } from '@/boot/readsFromWorker';
import { TAKE_STARTED_READS, type StartedReadsReply } from '@/boot/workerReadsMessages';

const readOrder = ['personal-information', 'blood-type', 'allergies'];
const urlOf = (resource: string) => `/api/medical-record/${resource}?cardNumber=ABC123XYZ`;
const fromWorker = (resource: string): BootAnswer => ({ status: 200, text: `worker:${resource}` });

/** The page's fetches, each answered with the address it went to. */
function pageFetches() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    sent.push(url);
    return Promise.resolve(new Response(`page:${url}`));
  });
  return sent;
}

/** A worker that gets the page's ask and its port; `reply` posts on that port. */
function fakeWorker() {
  const asked: unknown[] = [];
  let port: MessagePort | undefined;
  const worker = {
    postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
      asked.push(message);
      port = Array.isArray(transfer) ? (transfer[0] as MessagePort) : undefined;
    },
  };
  const reply = (message: StartedReadsReply) => port?.postMessage(message);
  return { worker, asked, reply, close: () => port?.close() };
}

const answers = (reads: Map<string, Promise<BootAnswer>>) => Promise.all(reads.values());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the read starter under the worker', () => {
  it('asks the worker once, and takes every read it holds from its replies', async () => {
    const sent = pageFetches();
    const { worker, asked, reply, close } = fakeWorker();
    const reads = readsFromWorker(worker, readOrder, urlOf);
    expect([...reads.keys()]).toEqual(readOrder.map(urlOf));
    expect(asked).toEqual([TAKE_STARTED_READS]);
    reply({ held: readOrder });
    for (const resource of readOrder) reply({ resource, answer: fromWorker(resource) });
    expect(await answers(reads)).toEqual(readOrder.map(fromWorker));
    expect(sent).toEqual([]);
    close();
  });

  it('sends itself, at once, the reads the worker does not hold', async () => {
    const sent = pageFetches();
    const { worker, reply, close } = fakeWorker();
    const reads = readsFromWorker(worker, readOrder, urlOf);
    reply({ held: ['blood-type'] });
    reply({ resource: 'blood-type', answer: fromWorker('blood-type') });
    const [name, bloodType, allergies] = await answers(reads);
    expect(sent).toEqual([urlOf('personal-information'), urlOf('allergies')]);
    expect(name?.text).toBe(`page:${urlOf('personal-information')}`);
    expect(bloodType).toEqual(fromWorker('blood-type'));
    expect(allergies?.text).toBe(`page:${urlOf('allergies')}`);
    close();
  });

  it('sends every read itself when the worker does not reply, and keeps those', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = pageFetches();
    const { worker, reply, close } = fakeWorker();
    const reads = readsFromWorker(worker, readOrder, urlOf);
    vi.advanceTimersByTime(WORKER_REPLY_WAIT_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(readOrder.map(urlOf));
    // A reply that comes too late changes nothing: no read is sent twice, none replaced.
    reply({ held: readOrder });
    reply({ resource: 'allergies', answer: fromWorker('allergies') });
    const taken = await answers(reads);
    expect(taken.map((answer) => answer.text)).toEqual(readOrder.map((r) => `page:${urlOf(r)}`));
    expect(sent).toHaveLength(readOrder.length);
    close();
  });

  it('waits no longer once the worker has said what it holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = pageFetches();
    const { worker, reply, close } = fakeWorker();
    const reads = readsFromWorker(worker, readOrder, urlOf);
    const [first, ...rest] = readOrder;
    reply({ held: readOrder });
    for (const resource of rest) reply({ resource, answer: fromWorker(resource) });
    // The replies come in order: once these are taken, the worker's list was read before them.
    await Promise.all(rest.map((resource) => reads.get(urlOf(resource))));
    vi.advanceTimersByTime(WORKER_REPLY_WAIT_MS * 10);
    expect(sent).toEqual([]);
    reply({ resource: first ?? '', answer: fromWorker(first ?? '') });
    expect(await answers(reads)).toEqual(readOrder.map(fromWorker));
    close();
  });
});
