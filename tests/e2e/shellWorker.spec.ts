// The app shell's service worker, on the production build (an API over HTTP): a repeat visit's
// page comes from it, it is installed only once the record view shows every section, it stores
// nothing but the app's own files, and offline the record view says so and tries again.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { firstPaintFiles } from '../../build/firstPaint';
import { API_BUILD_PORT, API_OUT_DIR, NEXT_BUILD_PORT, viteBuild } from '../../playwright.config';
import { signCopy } from '@/mocks/copySigning';
import { encodeCardSummary } from '@/recordReading/cardCopy/format';
import { signedFragment } from '@/recordReading/cardCopy/signature';
import { appRoutes, DEMO_CARDS, loginAsDemo, printedCard, waitForApp } from './support';
import { everyRead, noteReadsBeforeBoot, readsBeforeBoot } from './support/readsBeforeBoot';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const viewPath = `/prontuario-do-usuario/${DEMO_CARDS.full}`;
const recordShown = (page: Page) => page.locator('#root [data-record-loaded="true"]');
const offline = 'Sem conexão. Tentando novamente…';
const patientName = (page: Page) => page.locator('[data-summary-field="name"]').first();

/** Waits until the app's worker controls the page (it claims the page that registered it). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A first visit to the record view, until every section shows and the worker is in control. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto(`${origin}${viewPath}`);
  await expect(recordShown(page)).toBeVisible();
  await workerInControl(page);
}

/** Every entry of the page's Cache Storage: its cache's name and its address. */
function cacheEntries(page: Page): Promise<{ cache: string; url: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string }[] = [];
    for (const cache of await caches.keys()) {
      const requests = await (await caches.open(cache)).keys();
      entries.push(...requests.map((request) => ({ cache, url: request.url })));
    }
    return entries;
  });
}

test("a repeat visit's page is the worker's precached one, with its boot script: the record shows", async ({
  page,
  context,
}) => {
  await firstVisit(page);
  const firstPaint = firstPaintFiles(await (await page.request.get(`${origin}/`)).text());
  const fromCache = [viewPath, ...firstPaint.map((file) => `/${file}`)];
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.serviceWorker() && fromCache.includes(path)) fetchedByWorker.push(path);
  });
  const answer = await page.goto(`${origin}${viewPath}`);
  expect(answer?.fromServiceWorker(), 'the page answered by the worker').toBe(true);
  // The boot script ran from the precached page: its stand-in painted the summary first.
  expect(await answer?.text()).toContain('<script>');
  await expect(patientName(page)).toHaveText('Maria Helena Souza');
  await expect(recordShown(page)).toBeVisible();
  // Neither the page nor the first paint's code crossed the network.
  expect(fetchedByWorker).toEqual([]);
});

test("the worker's page takes every read from the worker before its boot script runs, sending none", async ({
  page,
  context,
}) => {
  await firstVisit(page);
  await noteReadsBeforeBoot(page);
  await page.addInitScript(() => {
    // What the read starter left for the boot script, as the boot script starts.
    Object.defineProperty(window, '__startedReads', {
      configurable: true,
      set(reads: Map<string, unknown>) {
        Object.defineProperty(window, '__startedReads', { value: reads, configurable: true });
        Object.assign(window, { startedReadUrls: [...reads.keys()] });
      },
    });
  });
  const sentByWorker: string[] = [];
  const sentByPage: string[] = [];
  context.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/medical-record/')) return;
    (request.serviceWorker() ? sentByWorker : sentByPage).push(request.url());
  });
  const answer = await page.goto(`${origin}${viewPath}`);
  expect(answer?.fromServiceWorker(), 'the page answered by the worker').toBe(true);
  await expect(recordShown(page)).toBeVisible();
  const reads = everyRead(origin, DEMO_CARDS.full);
  const started = await page.evaluate(
    () => (window as { startedReadUrls?: string[] }).startedReadUrls,
  );
  expect(started?.map((url) => new URL(url, origin).href)).toEqual(reads);
  // The page fetched nothing before its boot script, nor after: each read crossed the network
  // once, sent by the worker, and came to the page in the worker's messages.
  expect(await readsBeforeBoot(page)).toEqual([]);
  expect(sentByPage).toEqual([]);
  expect(sentByWorker.sort()).toEqual([...reads].sort());
});

test("the worker's page is first rendered with its boot page, not empty before its boot script", async ({
  page,
}) => {
  await firstVisit(page);
  await page.addInitScript(() => {
    // The document's first frame, whenever the browser renders one: what the page holds then.
    requestAnimationFrame(() => {
      const held = {
        root: document.getElementById('root') !== null,
        painted: document.body?.innerText ?? '',
      };
      Object.assign(window, { firstFrame: held });
    });
  });
  // A slow phone: the worker's page arrives whole at once, and the parser, slowed, gives the
  // browser its chance to render before it has reached the boot script.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`${origin}${viewPath}`, { waitUntil: 'commit' });
  const firstFrame = await page
    .waitForFunction(
      () => (window as { firstFrame?: { root: boolean; painted: string } }).firstFrame,
    )
    .then((held) => held.jsonValue());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(firstFrame?.root, 'the parser had passed the boot script').toBe(true);
  expect(firstFrame?.painted).toContain('ABC-123-XYZ');
  await expect(patientName(page)).toHaveText('Maria Helena Souza');
});

test("the worker sends the record's reads at the page's navigation", async ({ page, context }) => {
  await firstVisit(page);
  const sentByWorker: string[] = [];
  context.on('request', (request) => {
    const read = new URL(request.url()).pathname.startsWith('/api/medical-record/');
    if (read && request.serviceWorker()) sentByWorker.push(request.url());
  });
  // A page that runs no script asks for nothing: whatever read leaves, the navigation started.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.goto(`${origin}${viewPath}`);
  const reads = everyRead(origin, DEMO_CARDS.full);
  await expect.poll(() => [...sentByWorker].sort()).toEqual([...reads].sort());
});

test("the API's other requests go to the network without waking the worker", async ({ page }) => {
  await firstVisit(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const routed: (string | undefined)[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    const { pathname } = new URL(response.url);
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/medical-record/'))
      routed.push(response.serviceWorkerRouterInfo?.matchedSourceType);
  });
  await loginAsDemo(page, undefined, origin);
  await expect.poll(() => routed.length).toBeGreaterThan(0);
  expect(new Set(routed)).toEqual(new Set(['network']));
});

test('the worker answers the record view with its own document, every other page with index.html', async ({
  page,
}) => {
  await firstVisit(page);
  for (const path of [viewPath, '/prontuario-do-usuario/abc-123-xyz?lng=en', '/', '/planos']) {
    const answer = await page.goto(`${origin}${path}`);
    expect(answer?.fromServiceWorker(), path).toBe(true);
    // The document the server sends for the same address.
    const sent = await (await page.request.get(`${origin}${path}`)).text();
    expect(await answer?.text(), path).toBe(sent);
  }
});

test('the worker is registered once the record view shows every section, and precaches its first paint only', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      const shown = document.querySelector('[data-record-loaded="true"]') !== null;
      sessionStorage.setItem('registered', `${document.readyState}, every section ${shown}`);
      return register.apply(this, args);
    };
  });
  await firstVisit(page);
  expect(await page.evaluate(() => sessionStorage.getItem('registered'))).toBe(
    'complete, every section true',
  );
  const builtPage = await (await page.request.get(`${origin}/`)).text();
  const precached = (await cacheEntries(page))
    .filter((entry) => entry.cache.startsWith('workbox-precache'))
    .map((entry) => new URL(entry.url).pathname);
  expect(precached.sort()).toEqual(
    firstPaintFiles(builtPage)
      .map((file) => `/${file}`)
      .sort(),
  );
});

/** The app's own files: its two documents, and hashed files under /assets/. */
const APP_FILE = new RegExp(
  String.raw`^${origin}/((index|record)\.html\?__WB_REVISION__=\w+|assets/[\w.-]+-[\w-]{8}\.(js|css))$`,
);

test("after every route, logged out and in, the caches hold the app's own files and nothing else", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${origin}/`);
  await waitForApp(page);
  await workerInControl(page);
  for (const route of appRoutes.filter((route) => !route.private)) {
    await page.goto(`${origin}${route.path}`);
    await waitForApp(page);
  }
  await loginAsDemo(page, undefined, origin);
  for (const route of appRoutes) {
    await page.goto(`${origin}${route.path}`);
    await waitForApp(page);
  }
  // A stored file, as a link of the record opens it.
  await page.goto(`${origin}${viewPath}`);
  await expect(recordShown(page)).toBeVisible();
  const stored = await page.locator('#root a[href*="/storage/"]').first().getAttribute('href');
  expect(stored).toBeTruthy();
  expect(await page.evaluate((href) => fetch(href).then((r) => r.status), stored ?? '')).toBe(200);
  const entries = await cacheEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.map((entry) => entry.url).filter((url) => !APP_FILE.test(url))).toEqual([]);
});

test('offline, the record view says so and tries again, then shows the record once back', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  await context.setOffline(true);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`${origin}${viewPath}`);
  const notice = page.getByRole('status').filter({ hasText: offline });
  await expect(notice).toBeVisible();
  // The app's network code, not precached, fails to come: offline that is no reason to reload.
  await expect(page.locator('#root').getByRole('status').getByText(offline)).toBeVisible();
  expect(loads).toBe(1);
  await context.setOffline(false);
  await expect(recordShown(page)).toBeVisible();
  await expect(patientName(page)).toHaveText('Maria Helena Souza');
  await expect(notice).toHaveCount(0);
});

/** The summary a printed card's QR code carries. */
const fragment = encodeCardSummary(printedCard);

/**
 * A new tab, offline, once a first visit has installed the worker: the same address with a
 * fragment in the first tab would not load the page anew.
 */
async function offlineTab(first: Page, context: BrowserContext): Promise<Page> {
  await firstVisit(first);
  await context.setOffline(true);
  return context.newPage();
}

test("offline, a QR code's summary shows from the printed card, saying there is no connection", async ({
  page: first,
  context,
}) => {
  const page = await offlineTab(first, context);
  await page.goto(`${origin}${viewPath}#${fragment}`);
  // The app has started behind the boot page and found no network either...
  await expect(
    page.locator('#root').getByRole('status', { includeHidden: true }).getByText(offline),
  ).toBeAttached();
  // ...and the page still shows what the card carries, saying where it came from.
  await expect(patientName(page)).toHaveText('Maria Helena Souza');
  await expect(page.locator('[data-summary-part="allergies"]').first()).toContainText('Penicilina');
  const notice = page.getByRole('status').filter({ hasText: offline });
  await expect(notice).toContainText('veio do cartão impresso, feito em 05/03/2026');
  // A count is never read as none, and a part the card does not hold says so.
  const medicines = page.locator('#boot-view [data-summary-part="medicines"]');
  await expect(medicines).toContainText('+2 medicamentos: veja o prontuário online');
  await expect(medicines).not.toContainText('Nenhum registro');
  await expect(page.locator('#boot-view [data-summary-part="conditions"]')).toHaveText(
    /Não está no cartão/,
  );
  await context.setOffline(false);
  // Back online, the app reads the record again and shows it whole, its own summary live.
  await expect(recordShown(page)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('offline, a signed copy is said verified and an altered one not: the check needs no network', async ({
  page: first,
  context,
}) => {
  const { key_id: keyId, signature } = await signCopy(fragment);
  const signed = signedFragment(fragment, { keyId, signature });
  const page = await offlineTab(first, context);
  const note = page.locator('[data-copy-signature]').first();
  for (const [shown, said] of [
    [signed, 'Cópia verificada: assinada pelo Prontuário Digital em 05/03/2026'],
    [signed.replace('n=Maria', 'n=Marta'), 'Cópia não verificada'],
  ] as const) {
    await page.goto('about:blank');
    await page.goto(`${origin}${viewPath}#${shown}`);
    await expect(note).toHaveText(said);
    await expect(patientName(page)).toBeVisible();
  }
});

test("offline, in English, the card's summary shows in English: its words come from the precache", async ({
  page: first,
  context,
}) => {
  const page = await offlineTab(first, context);
  await page.goto(`${origin}${viewPath}?lng=en#${fragment}`);
  await expect(
    page.locator('#boot-view').getByRole('heading', { name: 'Emergency summary' }),
  ).toBeVisible();
  // The copy's notice, beside the page's status for screen readers, which the sections' reads say.
  await expect(
    page
      .locator('#boot-view')
      .getByRole('status')
      .filter({ hasText: 'No connection. Trying again…' }),
  ).toContainText('No connection. Trying again… What is shown below came from the printed card');
  await expect(patientName(page)).toHaveText('Maria Helena Souza');
});

/** Runs a shell command to its end; rejects when it fails. */
function run(command: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', command], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command}: ${code}`))));
  });
}

/** Serves a build with the demo backend over HTTP (tests/e2e/support/apiServer.mjs) until stopped. */
async function serve(root: string, port: number): Promise<ChildProcess> {
  const server = spawn('node', ['tests/e2e/support/apiServer.mjs', String(port), root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    server.stdout?.on('data', (text: Buffer) => {
      if (text.toString().includes('api build on')) done();
    });
    server.on('exit', (code) => fail(new Error(`the server of ${root} ended: ${code}`)));
  });
  return server;
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const ended = new Promise((done) => server.on('exit', done));
  server.kill();
  await ended;
}

/** The entry script a build's index.html names. */
const entryOf = (root: string) =>
  /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(readFileSync(`${root}/index.html`, 'utf8'))?.[1];

test("a new build's worker takes over on the same origin, and an old build's page keeps working", async ({
  context,
}) => {
  test.setTimeout(240_000);
  // The same app built for another site address: most of its files get new names.
  const nextRoot = `${API_OUT_DIR}-next`;
  const nextBuilt = run(viteBuild(nextRoot, '/api', 'https://next.example.org'));
  const site = `http://127.0.0.1:${NEXT_BUILD_PORT}`;
  let server = await serve(API_OUT_DIR, NEXT_BUILD_PORT);
  try {
    const old = await context.newPage();
    await old.goto(`${site}${viewPath}`);
    await expect(recordShown(old)).toBeVisible();
    await workerInControl(old);
    await nextBuilt;
    const [oldEntry, nextEntry] = [entryOf(API_OUT_DIR), entryOf(nextRoot)];
    expect(nextEntry).not.toBe(oldEntry);
    await stop(server);
    server = await serve(nextRoot, NEXT_BUILD_PORT);

    // A new visit finds the new worker, which takes over and drops the old build's files.
    const visit = await context.newPage();
    await visit.goto(`${site}/`);
    // Until the new worker answers, the old one may give this page the old build's document,
    // whose next code is gone: the page then loads anew (src/lib/vanishedCode.ts), and a look at
    // the caches under way is asked again.
    const precaches = (entry: string | undefined) =>
      visit
        .evaluate(async (url) => (await caches.match(url ?? '')) !== undefined, entry)
        .catch((error: unknown) => {
          if (/Execution context was destroyed/.test(String(error))) return null;
          throw error;
        });
    await expect.poll(() => precaches(nextEntry), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => precaches(oldEntry)).toBe(false);
    await visit.goto(`${site}${viewPath}`);
    await expect(visit.locator(`script[src="${nextEntry}"]`)).toBeAttached();
    await expect(recordShown(visit)).toBeVisible();

    // The old build's page asks for a screen whose code the server no longer has: it loads anew,
    // into the new build, and shows that screen.
    await old.getByRole('banner').getByRole('link', { name: 'Planos' }).click();
    await expect(old.locator(`script[src="${nextEntry}"]`)).toBeAttached();
    await expect(old.getByRole('heading', { level: 1 })).toBeVisible();
    expect(old.url()).toBe(`${site}/planos`);
  } finally {
    await stop(server);
  }
});
