// Page loads under Slow 4G and a 4x slower CPU: a cold one (new context, HTTP cache disabled) and
// a second visit (the first visit of the same context primes its HTTP cache). Each gives the
// probe's "shown" times, paints, bytes and the waterfall of its requests from CDP.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newContext, observePaints, throttledPage } from './browser.mjs';
import { ORIGIN, OUT_DIR } from './config.mjs';
import { installShownProbe, shownAt, shownTexts } from './probe.mjs';

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** A built file's size as the server sends it (gzip), headers left out. */
function builtFileGzip(pathname) {
  const file = join(OUT_DIR, pathname);
  return existsSync(file) ? gzipSize(readFileSync(file)) : 0;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const attributesOf = (text) =>
  Object.fromEntries(
    [...text.matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)].map((a) => [a[1], a[2] ?? '']),
  );

/** The script elements of an HTML text: their attributes and inline text. */
const scriptsOf = (html) =>
  [...html.matchAll(SCRIPT)].map((m) => ({ attributes: attributesOf(m[1]), body: m[2] }));

/** The attributes of the link elements of an HTML text, outside its scripts' text. */
const linksOf = (html) =>
  [...html.replace(SCRIPT, '').matchAll(/<link\b([^>]*)>/gi)].map((m) => attributesOf(m[1]));

/**
 * What the built index.html says about the first load: the entry script (the module script of
 * /assets/index-*.js, else its modulepreload) and the size of its inline scripts (gzip, and as
 * they are).
 */
export function indexFacts(indexHtml) {
  const isEntry = (url) => /^\/assets\/index-[^/]+\.js$/.test(url ?? '');
  const scripts = scriptsOf(indexHtml);
  const links = linksOf(indexHtml);
  const moduleScript = scripts.find(
    (s) => s.attributes.type === 'module' && isEntry(s.attributes.src),
  );
  const preload = links.find((l) => l.rel === 'modulepreload' && isEntry(l.href));
  const runsAsScript = (type) => [undefined, '', 'module', 'text/javascript'].includes(type);
  const inline = scripts.filter(
    (s) => s.attributes.src === undefined && runsAsScript(s.attributes.type) && s.body.trim(),
  );
  return {
    entryPath: moduleScript?.attributes.src ?? preload?.href ?? null,
    iconPaths: links.filter((l) => /\bicon\b/.test(l.rel ?? '')).map((l) => l.href),
    inlineScripts: inline.length,
    inlineJsBytes: inline.reduce((sum, s) => sum + gzipSize(s.body), 0),
    inlineJsRawBytes: inline.reduce((sum, s) => sum + Buffer.byteLength(s.body), 0),
    // The document's first script: in the record view's, the read starter.
    firstScriptBytes: inline[0] ? gzipSize(inline[0].body) : 0,
  };
}

/** Every http(s) request of a page as CDP reports it, in CDP's clock (seconds). */
function recordRequests(cdp) {
  const requests = new Map();
  const of = (e) => requests.get(e.requestId);
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect comes again with the same id: the request started the first time.
    if (requests.has(e.requestId) || !/^https?:/.test(e.request.url)) return;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      start: e.timestamp,
      wallTime: e.wallTime,
      response: null,
      end: null,
      cached: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    if (of(e)) of(e).cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    if (!of(e)) return;
    // When the headers arrived, the emulated latency included; the event itself waits for the body.
    const timing = e.response.timing;
    of(e).response = timing ? timing.requestTime + timing.receiveHeadersEnd / 1000 : e.timestamp;
    of(e).cached ||= e.response.fromDiskCache;
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (of(e)) of(e).end = e.timestamp;
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (!of(e)) return;
    of(e).end = e.timestamp;
    of(e).failed = true;
  });
  return requests;
}

/**
 * The requests in ms from navigation start, in start order. CDP's clock is aligned with the page's
 * through the document request's wall time and `performance.timeOrigin`.
 */
function toWaterfall(requests, timeOrigin) {
  const list = [...requests.values()].sort((a, b) => a.start - b.start);
  const document = list.find((r) => r.type === 'Document') ?? list[0];
  const navigationStart = document.start + (timeOrigin / 1000 - document.wallTime);
  const ms = (t) => (t === null ? null : Math.round((t - navigationStart) * 10_000) / 10);
  return list.map((r) => ({
    path: new URL(r.url).pathname,
    type: r.type,
    start: ms(r.start),
    responseStart: ms(r.response),
    end: ms(r.end),
    ...(r.cached ? { cached: true } : {}),
    ...(r.failed ? { failed: true } : {}),
  }));
}

/**
 * Of the requests started until the record was all shown (the view's first load): when the entry
 * script finished downloading, the latest start, and those that started after the entry arrived.
 * The favicon is left out: the browser asks for it on its own, after the first paint.
 */
function entryCheck(waterfall, { entryPath, iconPaths }, untilMs) {
  const entry = waterfall.find((r) => r.path === entryPath);
  const firstLoad = waterfall.filter((r) => r.start <= untilMs && !iconPaths.includes(r.path));
  const arrivedMs = entry?.end ?? NaN;
  return {
    entryArrivedMs: arrivedMs,
    latestStartMs: Math.max(...firstLoad.map((r) => r.start)),
    firstLoadRequests: firstLoad.length,
    startedAfterEntry: firstLoad.filter((r) => !(r.start <= arrivedMs)).map((r) => r.path),
  };
}

const RECORD_READ = /^\/api\/medical-record\/[a-z-]+$/;

/**
 * The record reads the app's worker sends itself (at the page's navigation, which the page's own
 * CDP session does not see): once the load is over, their start in ms from the navigation's.
 */
function recordWorkerReads(context) {
  const reads = [];
  const note = (request) => {
    if (request.serviceWorker() && RECORD_READ.test(new URL(request.url()).pathname))
      reads.push(request);
  };
  context.on('request', note);
  return (timeOrigin) => {
    context.off('request', note);
    return reads.map((request) => Math.round((request.timing().startTime - timeOrigin) * 10) / 10);
  };
}

/**
 * Bytes, counts and paints of a finished load; `inlineJsBytes` of its HTML's own scripts;
 * `workerReadStarts`, the record reads the app's worker sent.
 */
function loadFigures(waterfall, paint, inlineJsBytes, workerReadStarts = []) {
  const paths = waterfall.map((r) => r.path);
  const readStarts = [
    ...waterfall.filter((r) => RECORD_READ.test(r.path)).map((r) => r.start),
    ...workerReadStarts,
  ];
  const sum = (re) => paths.filter((p) => re.test(p)).reduce((n, p) => n + builtFileGzip(p), 0);
  return {
    jsBytes: sum(/\.js$/) + inlineJsBytes,
    cssBytes: sum(/\.css$/),
    requests: waterfall.length,
    reads: paths.filter((p) => RECORD_READ.test(p)).length,
    // When the first record read left, in ms from the navigation's start.
    firstReadMs: readStarts.length ? Math.min(...readStarts) : null,
    fcp: paint.fcp,
    lcp: paint.lcp,
    cls: paint.cls,
    verifyAtMs: paint.verifyAt,
  };
}

async function pageState(page) {
  return page.evaluate(() => ({ paint: window.__paint, timeOrigin: performance.timeOrigin }));
}

/** Waits for what the probe should see (`'summary'`, `'record'`), giving each time in ms. */
async function waitShown(page, waitFor) {
  const times = {};
  for (const what of waitFor) times[what] = await shownAt(page, what);
  return times;
}

/**
 * One load of `path` in a new context. `app` (the built index.html's facts) when the page is the
 * app's, null for the floor. `waitFor` lists what the probe waits for; `[]` waits for the page's
 * heading instead. `cached: true` visits the page once first, in another tab of the same context,
 * so the measured visit finds the app's files in the HTTP cache (the app's worker kept out: its
 * own repeat visit is measured apart, worker.mjs). `hung: true` when the server holds a read
 * unanswered.
 */
export async function measureLoad(
  browser,
  path,
  { probe, app, waitFor = [], cached = false, hung = false },
) {
  const context = await newContext(browser, cached ? { serviceWorkers: 'block' } : {});
  try {
    await observePaints(context);
    if (probe) await installShownProbe(context, probe);
    if (cached) await primeCache(context, path, waitFor);
    return await visit(context, path, { app, waitFor, cache: cached, hung });
  } finally {
    await context.close();
  }
}

/** A visit of `path` in a new tab of `context`, measured as measureLoad says. */
export async function visit(context, path, { app, waitFor = [], cache = false, hung = false }) {
  const { page, cdp } = await throttledPage(context, { cache });
  const requests = recordRequests(cdp);
  const workerReads = recordWorkerReads(context);
  await page.goto(ORIGIN + path, { waitUntil: 'commit' });
  const shown = await waitShown(page, waitFor);
  if (!waitFor.length) await page.locator('h1').first().waitFor({ timeout: 60_000 });
  // What the page still loads once shown (attachments, late chunks) counts in its bytes; with a
  // read hung the network never goes idle.
  if (!hung) await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const texts = waitFor.includes('summary') ? await shownTexts(page) : null;
  const firstScriptMs = await page.evaluate(() => window.__firstScriptMs ?? null);
  const { paint, timeOrigin } = await pageState(page);
  const waterfall = toWaterfall(requests, timeOrigin);
  await page.close();
  return {
    summaryMs: shown.summary ?? null,
    firstScriptMs,
    recordMs: shown.record ?? null,
    texts,
    ...loadFigures(waterfall, paint, app?.inlineJsBytes ?? 0, workerReads(timeOrigin)),
    fromCache: waterfall.filter((r) => r.cached).length,
    entry: app && shown.record ? entryCheck(waterfall, app, shown.record) : null,
    waterfall,
  };
}

/** A first visit of `path` in the context, its HTTP cache on; gives the page, still open. */
export async function firstVisit(context, path, waitFor) {
  const { page } = await throttledPage(context, { cache: true });
  await page.goto(ORIGIN + path, { waitUntil: 'commit' });
  await waitShown(page, waitFor);
  await page.waitForLoadState('networkidle');
  return page;
}

async function primeCache(context, path, waitFor) {
  await (await firstVisit(context, path, waitFor)).close();
}
