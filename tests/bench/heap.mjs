// The heap figure: how much the JavaScript objects the page keeps grow over round trips between
// the editor and the public view, from two heap snapshots taken after a forced garbage collection.
import { logIn, newContext, throttledPage } from './browser.mjs';
import { HEAP_REPETITIONS, median, ORIGIN, ROUND_TRIPS } from './config.mjs';

/**
 * The snapshot node types counted as JavaScript objects: objects (contexts of closures included),
 * functions, arrays' backing stores, regexps, boxed numbers, symbols and bigints. Left out: strings
 * (the scripts' sources and V8's internalised names sit among them), compiled code and bytecode
 * ('code', which grows while the JIT warms up), V8's internals ('hidden', 'object shape'), the DOM
 * and other Blink objects ('native') and the snapshot's own roots ('synthetic').
 */
export const JS_OBJECT_TYPES = [
  'object',
  'closure',
  'array',
  'regexp',
  'number',
  'symbol',
  'bigint',
];

async function takeSnapshot(cdp) {
  const chunks = [];
  const collect = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  return JSON.parse(chunks.join(''));
}

/** The self sizes of a snapshot's nodes summed by node type. */
export function bytesByType({ snapshot, nodes }) {
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[fields.indexOf('type')];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const sums = new Array(typeNames.length).fill(0);
  for (let i = 0; i < nodes.length; i += fields.length)
    sums[nodes[i + typeAt]] += nodes[i + sizeAt];
  return Object.fromEntries(typeNames.map((name, i) => [name, sums[i]]));
}

const jsObjectBytes = (byType) =>
  JS_OBJECT_TYPES.reduce((sum, type) => sum + (byType[type] ?? 0), 0);

/** Counts the page's requests in flight, to wait until a page has read all it needs. */
function trackRequests(page) {
  const state = { inFlight: 0, seen: 0 };
  page.on('request', () => ((state.inFlight += 1), (state.seen += 1)));
  page.on('requestfinished', () => (state.inFlight -= 1));
  page.on('requestfailed', () => (state.inFlight -= 1));
  return state;
}

/** Goes to `path` inside the app (its router follows history) and waits for its reads to end. */
async function visit(page, requests, path) {
  const seenBefore = requests.seen;
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const deadline = Date.now() + 30_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const quiet = requests.seen > seenBefore && requests.inFlight === 0;
    quietSince = quiet ? quietSince || Date.now() : 0;
    if (quiet && Date.now() - quietSince >= 200) break;
    await page.waitForTimeout(25);
  }
  await page.locator('main h1').first().waitFor();
}

async function heapAfterGc(page, cdp) {
  // React's passive clean-up of the page just left runs after the paint; let it finish.
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return bytesByType(await takeSnapshot(cdp));
}

/** One repetition in a fresh context: snapshots after the first and the last round trip. */
async function oneRepetition(browser, backend) {
  const context = await newContext(browser);
  try {
    const { page, cdp } = await throttledPage(context, { network: false, cpu: 1 });
    const requests = trackRequests(page);
    await page.goto(ORIGIN + '/login/');
    await logIn(page, backend.seed);
    const card = backend.seed.DEMO_CARDS.full;
    await page.goto(`${ORIGIN}/prontuario-do-usuario/${card}`);
    await page.waitForLoadState('networkidle');
    const roundTrip = async () => {
      await visit(page, requests, `/meu-prontuario/${card}`);
      await visit(page, requests, `/prontuario-do-usuario/${card}`);
    };
    await roundTrip();
    const first = await heapAfterGc(page, cdp);
    for (let i = 1; i < ROUND_TRIPS; i += 1) await roundTrip();
    const last = await heapAfterGc(page, cdp);
    const firstBytes = jsObjectBytes(first);
    const lastBytes = jsObjectBytes(last);
    return {
      firstKb: firstBytes / 1024,
      lastKb: lastBytes / 1024,
      growthPct: ((lastBytes - firstBytes) / firstBytes) * 100,
      firstByType: first,
      lastByType: last,
    };
  } finally {
    await context.close();
  }
}

export async function measureHeap(browser, backend) {
  const repetitions = [];
  for (let i = 0; i < HEAP_REPETITIONS; i += 1) {
    repetitions.push(await oneRepetition(browser, backend));
  }
  const pick = (key) => median(repetitions.map((r) => r[key]));
  return {
    growthPct: pick('growthPct'),
    firstKb: pick('firstKb'),
    lastKb: pick('lastKb'),
    countedTypes: JS_OBJECT_TYPES,
    repetitions,
  };
}
