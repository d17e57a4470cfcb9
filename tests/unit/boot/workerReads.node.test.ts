// The record view's reads as the app's worker starts them at the page's navigation: sent as the
// page would send them, handed to that page only (in messages, or as its fetches' answers), each
// once, and held no longer than a while.
import { describe, expect, it } from 'vitest';
import { recordReadOrder } from '@/recordReading/emergencySummary';
import {
  STARTED_READS_HOLD_MS,
  startedReadsListeners,
  type WorkerFetchEvent,
} from '@/boot/workerReads';
import { TAKE_STARTED_READS, type StartedReadsReply } from '@/boot/workerReadsMessages';

const origin = 'https://app.example.org';
const card = 'ABC123XYZ';
const readUrl = (resource: string) => `${origin}/api/medical-record/${resource}?cardNumber=${card}`;

const answered = (url: string) => Promise.resolve(new Response(`{"from":"${url}"}`));

/** The worker's listener, its reads answered by `answer`. */
function worker(answer: (url: string) => Promise<Response> = answered) {
  const sent: { url: string; init: RequestInit }[] = [];
  const timers: (() => void)[] = [];
  const fetch = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer(url);
  };
  const listeners = startedReadsListeners({
    apiBase: '/api',
    readOrder: recordReadOrder,
    origin,
    fetch,
    setTimeout: (run: () => void) => timers.push(run),
  });
  /** A request through the worker; what the worker answered it with, if anything. */
  const request = (url: string, ids: { clientId?: string; resultingClientId?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    const mode = ids.resultingClientId === undefined ? 'cors' : 'navigate';
    const event: WorkerFetchEvent = {
      request: { url, mode, method: 'GET' } as Request,
      clientId: ids.clientId ?? '',
      resultingClientId: ids.resultingClientId ?? '',
      respondWith: (given) => (answer = given),
    };
    listeners.fetch(event);
    return answer;
  };
  const navigate = (path: string, page: string) =>
    request(`${origin}${path}`, { resultingClientId: page });
  /** A page's ask for its reads, in a message: the replies on its port, once the worker is done. */
  const ask = async (page: string | null, data: unknown = TAKE_STARTED_READS) => {
    const replies: StartedReadsReply[] = [];
    const done: Promise<unknown>[] = [];
    listeners.message({
      data,
      source: page === null ? null : { id: page },
      ports: [{ postMessage: (reply) => replies.push(reply) }],
      waitUntil: (until) => done.push(until),
    });
    await Promise.all(done);
    return replies;
  };
  return { sent, timers, request, navigate, ask };
}

const heldAnswer = (resource: string) => ({
  resource,
  answer: { status: 200, text: `{"from":"${readUrl(resource)}"}`, retryAfter: undefined },
});

describe("the worker's read starter", () => {
  it('sends every read of the record view at its navigation, as the page would, in its order', () => {
    const { sent, navigate } = worker();
    expect(navigate(`/prontuario-do-usuario/${card}`, 'page-1')).toBeUndefined();
    expect(sent.map((read) => read.url)).toEqual(recordReadOrder.map(readUrl));
    for (const { init } of sent) {
      expect(init).toEqual({ headers: { Accept: 'application/json' }, credentials: 'omit' });
    }
  });

  it('answers the page it started them for, each read once', async () => {
    const { request, navigate } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    const answer = request(readUrl('allergies'), { clientId: 'page-1' });
    expect(await (await answer)?.text()).toBe(`{"from":"${readUrl('allergies')}"}`);
    // Asked again (a retry), the read goes to the network.
    expect(request(readUrl('allergies'), { clientId: 'page-1' })).toBeUndefined();
  });

  it('hands nothing to another page, nor for another address', () => {
    const { request, navigate } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    expect(request(readUrl('allergies'), { clientId: 'page-2' })).toBeUndefined();
    const otherCard = readUrl('allergies').replace(card, 'ZZZ999ZZZ');
    expect(request(otherCard, { clientId: 'page-1' })).toBeUndefined();
  });

  it('starts nothing on another page, or on an address that names no card', () => {
    const { sent, navigate } = worker();
    navigate('/', 'page-1');
    navigate('/meus-cartoes', 'page-2');
    navigate('/prontuario-do-usuario/not-a-code', 'page-3');
    expect(sent).toEqual([]);
  });

  it('lets go of what a page has not taken after a while', () => {
    const { request, navigate, timers } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(STARTED_READS_HOLD_MS).toBeLessThanOrEqual(60_000);
    expect(request(readUrl('allergies'), { clientId: 'page-1' })).toBeUndefined();
  });

  it('hands a read that failed over as failed: the page says it, as without the worker', async () => {
    const { request, navigate } = worker(() => Promise.reject(new TypeError('Failed to fetch')));
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    await expect(request(readUrl('allergies'), { clientId: 'page-1' })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});

describe("the worker's reads handed over in messages", () => {
  it('says which reads it holds for the page that asks, then hands each over, read', async () => {
    const { ask, navigate } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    const [held, ...answers] = await ask('page-1');
    expect(held).toEqual({ held: recordReadOrder });
    expect(answers).toEqual(recordReadOrder.map(heldAnswer));
  });

  it('hands the reads over once: asked again, or fetched after, it holds nothing', async () => {
    const { ask, navigate, request } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    await ask('page-1');
    expect(await ask('page-1')).toEqual([{ held: [] }]);
    expect(request(readUrl('allergies'), { clientId: 'page-1' })).toBeUndefined();
  });

  it('hands over only what the page has not fetched yet', async () => {
    const { ask, navigate, request } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    expect(request(readUrl('allergies'), { clientId: 'page-1' })).toBeDefined();
    const [held] = await ask('page-1');
    expect(held).toEqual({ held: recordReadOrder.filter((resource) => resource !== 'allergies') });
  });

  it('tells another page it holds nothing for it, and answers no other message', async () => {
    const { ask, navigate } = worker();
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    expect(await ask('page-2')).toEqual([{ held: [] }]);
    expect(await ask(null)).toEqual([]);
    expect(await ask('page-1', 'SKIP_WAITING')).toEqual([]);
    const [held] = await ask('page-1');
    expect(held).toEqual({ held: recordReadOrder });
  });

  it('hands a failed read over as unanswered, a server error as it came', async () => {
    const { ask, navigate } = worker((url) =>
      url.includes('allergies')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response('busy', { status: 503, headers: { 'Retry-After': '7' } })),
    );
    navigate(`/prontuario-do-usuario/${card}`, 'page-1');
    const answers = (await ask('page-1')).slice(1);
    expect(answers).toContainEqual({ resource: 'allergies', answer: { status: 0, text: '' } });
    expect(answers).toContainEqual({
      resource: 'blood-type',
      answer: { status: 503, text: 'busy', retryAfter: '7' },
    });
  });
});
