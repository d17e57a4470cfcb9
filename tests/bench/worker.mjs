// The app shell's service worker (in the build against an API): a repeat visit with the worker
// installed, what the worker fetched after the first visit, and the record view offline.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newContext, observePaints, throttleServiceWorkers } from './browser.mjs';
import { ORIGIN, OUT_DIR } from './config.mjs';
import { firstVisit, visit } from './loads.mjs';
import { installShownProbe } from './probe.mjs';
import { CARD_FRAGMENT } from './cardFragment.mjs';

const WORKER = '/sw.js';
const gzipOf = (path) => gzipSync(readFileSync(join(OUT_DIR, path)), { level: 9 }).length;

/** What the record view says offline (src/i18n/locales/pt/recordView.json). */
const offlineWords = () =>
  JSON.parse(readFileSync('src/i18n/locales/pt/recordView.json', 'utf8')).unreachable;

/**
 * The worker's precache as the build wrote it into the worker: its files, and their gzip size
 * with the worker's own (what it would fetch were none of them in the HTTP cache).
 */
export function workerFacts() {
  if (!existsSync(join(OUT_DIR, WORKER))) return null;
  const source = readFileSync(join(OUT_DIR, WORKER), 'utf8');
  const files = [...source.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipOf(file), gzipOf(WORKER));
  return { precachedFiles: files.length, precacheKb: bytes / 1024 };
}

/**
 * The bytes the worker's requests took over the network (answers from the HTTP cache count
 * nothing). The browser fetches the worker's own script, whose body it does not report: its gzip
 * size stands for it.
 */
function workerFetches(context) {
  const sizes = [];
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    const path = new URL(request.url()).pathname;
    const bytes = request.sizes().then((size) => Math.max(size.responseBodySize, 0));
    sizes.push(path === WORKER ? Promise.resolve(gzipOf(WORKER)) : bytes);
  });
  return async () => (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * Whether the record view, offline, says so (the page is the app's, not the browser's error), and
 * what else `shows` waits for on the page.
 */
async function offlineShown(context, path, shows = () => Promise.resolve()) {
  await context.setOffline(true);
  const page = await context.newPage();
  try {
    await page.goto(ORIGIN + path, { waitUntil: 'commit' });
    await page.getByText(offlineWords()).first().waitFor({ timeout: 60_000 });
    await shows(page);
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

/**
 * A first visit (HTTP cache on) until every section shows and the worker controls the page, then
 * the measured visit in another tab, then one offline.
 */
export async function measureWorkerLoad(browser, path, { probe, app, waitFor }) {
  const context = await newContext(browser);
  try {
    await observePaints(context);
    await installShownProbe(context, probe);
    const fetched = workerFetches(context);
    const first = await firstVisit(context, path, waitFor);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 120_000,
    });
    await first.close();
    const workerKb = (await fetched()) / 1024;
    const unthrottle = await throttleServiceWorkers(browser);
    const load = await visit(context, path, { app, waitFor, cache: true }).finally(unthrottle);
    const offlineNotice = await offlineShown(context, path);
    // From a QR code with the summary in its fragment: the printed card's summary shows.
    const offlineCopy = await offlineShown(context, `${path}#${CARD_FRAGMENT}`, (page) =>
      page
        .locator(`[data-summary-field="name"]:text-is("${probe.expected.name}")`)
        .first()
        .waitFor({ timeout: 60_000 }),
    );
    return { ...load, workerKb, offlineNotice, offlineCopy };
  } finally {
    await context.close();
  }
}
