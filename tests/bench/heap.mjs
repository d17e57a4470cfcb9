// The heap figure: how much the JavaScript objects the page keeps grow over round trips between
// the editor and the public view, from two heap snapshots taken after a forced garbage collection.
import { logIn, newContext, throttledPage } from './browser.mjs';
import { HEAP_REPETITIONS, median, ORIGIN, ROUND_TRIPS, viewPath } from './config.mjs';

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

/** Whether the page at `path` shows all it read: the record view, or the editor's forms. */
function pageReady({ path, recordContract }) {
  if (location.pathname !== path || document.querySelector('.animate-spin')) return false;
  if (path.startsWith('/meu-prontuario/')) return document.querySelector('main form') !== null;
  if (recordContract) return document.querySelector('[data-record-loaded="true"]') !== null;
  return (
    document.querySelector('[aria-labelledby="resumo-emergencia"]') !== null &&
    !document.querySelector('[aria-busy="true"], .animate-pulse')
  );
}

/** Goes to `path` inside the app, as its own links do, and waits until the page is ready. */
async function visit(page, path, contract) {
  await page.evaluate((p) => {
    // The router's own history entry (its key and index), or its navigation blocker complains.
    const idx = (history.state?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(
    pageReady,
    { path, recordContract: contract.record },
    { polling: 50, timeout: 30_000 },
  );
}

async function heapAfterGc(page, cdp) {
  // React's passive clean-up of the page just left runs after the paint; let it finish.
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return bytesByType(await takeSnapshot(cdp));
}

/** One repetition in a fresh context: snapshots after the first and the last round trip. */
async function oneRepetition(browser, backend, contract) {
  const context = await newContext(browser);
  try {
    const { page, cdp } = await throttledPage(context, { network: false, cpu: 1 });
    await page.goto(ORIGIN + '/login/');
    await logIn(page, backend.seed);
    const card = backend.seed.DEMO_CARDS.full;
    const view = viewPath(card);
    await page.goto(ORIGIN + view);
    await page.waitForFunction(pageReady, { path: view, recordContract: contract.record });
    const roundTrip = async () => {
      await visit(page, `/meu-prontuario/${card}`, contract);
      await visit(page, view, contract);
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

/** `contract`: the DOM contract the built app carries (see probe.mjs), to know a page is ready. */
export async function measureHeap(browser, backend, contract) {
  const repetitions = [];
  for (let i = 0; i < HEAP_REPETITIONS; i += 1) {
    repetitions.push(await oneRepetition(browser, backend, contract));
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
