// npm run bench: builds the app, serves it with the demo backend on loopback, and measures it in
// Chromium over CDP under Slow 4G and a 4x slower CPU. Prints one table, writes bench-results.json.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { http1, loadDemoBackend, scheme, startServer } from './server.mjs';
import { floorPage } from './floor.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4480);
const ORIGIN = `${scheme}://127.0.0.1:${PORT}`;
const OUT_DIR = 'node_modules/.bench-dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.6 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const BUDGETS = {
  viewJsKb: 135,
  lcpOverFloor: 1.6,
  readsSpreadMs: 50,
  keyToPaintMs: 100,
  heapGrowthPct: 10,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function build() {
  // The production bundle, against the demo backend served over HTTP at /api.
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: '/api' },
    },
  );
}

async function launch() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--js-flags=--expose-gc'],
  });
}

/** A fresh page whose CDP session throttles network and CPU for its whole life. */
async function throttledPage(browser, { cpu = 4, network = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) {
    // Only where the network is measured: with the Network domain on, DevTools keeps a copy of
    // every request and answer in the page's memory, which the heap figure would count.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(() => {
    window.__paint = { fcp: 0, lcp: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') window.__paint.fcp = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      window.__paint.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { context, page, cdp };
}

/** A built file's size as the server sends it (gzip), headers left out. */
const gzipBytes = (pathname) =>
  gzipSync(readFileSync(join(OUT_DIR, pathname)), { level: 9 }).length;

/** One cold load: bytes, requests, FCP, LCP and when each request started. */
async function loadOnce(browser, path) {
  const { context, page, cdp } = await throttledPage(browser);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, {
      url: e.request.url,
      start: e.timestamp,
      wallTime: e.wallTime,
      type: e.type,
    });
  });

  const started = Date.now();
  await page.goto(ORIGIN + path, { waitUntil: 'load' });
  // A page's own heading shows once its code and words are there; then its reads settle.
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const paint = await page.evaluate(() => window.__paint);
  const mount = await page.evaluate(() => {
    const mark = performance.getEntriesByName('record-view:mount')[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  });
  await context.close();
  const list = [...requests.values()];
  const ofType = (re) => list.filter((r) => re.test(new URL(r.url).pathname));
  const sum = (rs) => rs.reduce((n, r) => n + gzipBytes(new URL(r.url).pathname), 0);
  const reads = list.filter((r) => /\/api\/medical-record\/[a-z-]+$/.test(new URL(r.url).pathname));
  const readStarts = reads.map((r) => r.wallTime * 1000);
  return {
    jsBytes: sum(ofType(/\.js$/)),
    cssBytes: sum(ofType(/\.css$/)),
    requests: list.length,
    fcp: paint.fcp,
    lcp: paint.lcp,
    reads: reads.length,
    readsSpreadMs: readStarts.length ? Math.max(...readStarts) - Math.min(...readStarts) : null,
    readsBeforeMount: mount && readStarts.length ? readStarts.every((t) => t <= mount) : null,
    elapsed: Date.now() - started,
  };
}

async function measureLoads(browser, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, path));
  const pick = (key) => median(runs.map((r) => r[key]).filter((v) => v !== null));
  return {
    jsKb: pick('jsBytes') / 1024,
    cssKb: pick('cssBytes') / 1024,
    requests: pick('requests'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    reads: pick('reads'),
    readsSpreadMs: runs.some((r) => r.readsSpreadMs !== null) ? pick('readsSpreadMs') : null,
    readsBeforeMount: runs.every((r) => r.readsBeforeMount === true),
  };
}

async function logIn(page, seed) {
  const answer = await page.evaluate(
    async ([email, password]) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return res.json();
    },
    [seed.DEMO_EMAIL, seed.DEMO_PASSWORD],
  );
  await page.context().addCookies([
    { name: 'token', value: answer.token, url: ORIGIN },
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify({ id: answer.user.id, accept_terms: 1 })),
      url: ORIGIN,
    },
  ]);
  return answer.token;
}

/** A value of each field an item can hold, by field type (`{n}` = the item's number). */
function sampleValues(fields) {
  const byKind = {
    text: (f) => `${f.name} {n}`,
    textarea: (f) => `${f.name} {n}`,
    date: () => '2020-01-01',
    select: (f) => f.options?.[0] ?? '',
    yesno: () => '1',
    phone: () => '11987654321',
    cpf: () => '52998224725',
    number: () => '{n}',
  };
  return Object.fromEntries(fields.map((f) => [f.name, byKind[f.kind]?.(f) ?? '']));
}

/** Fills every list section of a card with `count` items through the API. */
async function fillCard(page, token, cardNumber, lists, count) {
  await page.evaluate(
    async ({ token, cardNumber, lists, count }) => {
      for (const { resource, bodyKey, values } of lists) {
        const form = new FormData();
        form.append('cardNumber', cardNumber);
        for (let i = 0; i < count; i += 1) {
          for (const [field, value] of Object.entries(values))
            form.append(`${bodyKey}[${i}][${field}]`, value.replace('{n}', String(i + 1)));
        }
        await fetch(`/api/medical-record/${resource}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
      }
    },
    { token, cardNumber, lists, count },
  );
}

async function measureKeyToPaint(browser, backend, lists) {
  const { context, page, cdp } = await throttledPage(browser, { network: false });
  await page.goto(ORIGIN + '/login/');
  const token = await logIn(page, backend.seed);
  const card = backend.seed.DEMO_CARDS.empty;
  await fillCard(page, token, card, lists, 20);
  await page.goto(`${ORIGIN}/meu-prontuario/${card}`);
  // The last item of the last section that has a text field (vaccines have none).
  const textField = 'input[type="text"], textarea';
  const last = page
    .locator('form', { has: page.locator(textField) })
    .last()
    .locator(textField)
    .last();
  await last.waitFor({ timeout: 120_000 });
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const samples = [];
  // One press more than the runs: the first also marks the form as edited, and is kept apart.
  for (let i = 0; i <= RUNS; i += 1) {
    await last.focus();
    // The listeners are in place before the key goes out, so no press can slip past them.
    await page.evaluate(() => {
      window.__keyToPaint = new Promise((resolve) => {
        let pressedAt = 0;
        addEventListener('keydown', () => (pressedAt = performance.now()), {
          once: true,
          capture: true,
        });
        addEventListener(
          'input',
          () =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve(performance.now() - pressedAt), 0),
            ),
          { once: true },
        );
      });
    });
    await page.keyboard.press('x');
    samples.push(await page.evaluate(() => window.__keyToPaint));
  }
  await cdp.detach();
  await context.close();
  const [first, ...rest] = samples;
  return { keyToPaintMs: median(rest), firstPressMs: first, items: lists.length * 20 };
}

async function measureHeap(browser, backend) {
  const { context, page, cdp } = await throttledPage(browser, { network: false, cpu: 1 });
  await page.goto(ORIGIN + '/login/');
  await logIn(page, backend.seed);
  const card = backend.seed.DEMO_CARDS.full;
  const go = (path) =>
    page.evaluate((p) => {
      history.pushState({}, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const roundTrip = async () => {
    await go(`/meu-prontuario/${card}`);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
    await go(`/prontuario-do-usuario/${card}`);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
  };
  const heap = async () => {
    // React's passive clean-up of the page just left runs after the paint; let it finish.
    await page.waitForTimeout(1000);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return {
      used: (await cdp.send('Runtime.getHeapUsage')).usedSize,
      objects: await objectBytes(cdp),
    };
  };
  await page.goto(`${ORIGIN}/prontuario-do-usuario/${card}`);
  await page.waitForLoadState('networkidle');
  await roundTrip();
  const first = await heap();
  for (let i = 1; i < 50; i += 1) await roundTrip();
  const last = await heap();
  await context.close();
  const mb = (bytes) => bytes / 2 ** 20;
  return {
    firstMb: mb(first.objects),
    lastMb: mb(last.objects),
    growthPct: ((last.objects - first.objects) / first.objects) * 100,
    usedFirstMb: mb(first.used),
    usedLastMb: mb(last.used),
  };
}

/**
 * The heap the page's objects hold, from a heap snapshot: V8's compiled code is left out, since it
 * grows while the JIT warms up over the first round trips and is not memory the app keeps.
 */
async function objectBytes(cdp) {
  const chunks = [];
  const collect = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = snapshot.meta.node_types[typeAt].indexOf('code');
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    if (nodes[i + typeAt] !== code) bytes += nodes[i + sizeAt];
  }
  return bytes;
}

async function main() {
  build();
  const backend = await loadDemoBackend(ORIGIN);
  const card = backend.seed.DEMO_CARDS.full;
  const floor = await floorPage(backend, card);
  const server = await startServer({
    root: OUT_DIR,
    port: PORT,
    backend,
    extraPages: { '/floor/record.html': floor },
  });
  const browser = await launch();
  const { recordResources } = await backend.vite.ssrLoadModule('/src/api/medicalRecord.ts');
  const { sections } = await backend.vite.ssrLoadModule(
    '/src/features/record/sections/registry.ts',
  );
  const lists = sections
    .filter((s) => recordResources[s.resource].kind === 'list')
    .map((s) => ({
      resource: s.resource,
      bodyKey: recordResources[s.resource].bodyKey,
      values: sampleValues(s.fields),
    }));
  try {
    const view = await measureLoads(browser, `/prontuario-do-usuario/${card}`);
    const home = await measureLoads(browser, '/');
    const floorLoad = await measureLoads(browser, '/floor/record.html');
    const attempt = async (what, measure, failed) => {
      try {
        return await measure();
      } catch (error) {
        console.error(`${what} could not be measured: ${error.message.split('\n')[0]}`);
        process.exitCode = 1;
        return failed;
      }
    };
    const editor = await attempt(
      'editor key-to-paint',
      () => measureKeyToPaint(browser, backend, lists),
      {
        keyToPaintMs: NaN,
        firstPressMs: NaN,
        items: lists.length * 20,
      },
    );
    const heap = await attempt('heap growth', () => measureHeap(browser, backend), {
      firstMb: NaN,
      lastMb: NaN,
      growthPct: NaN,
      usedFirstMb: NaN,
      usedLastMb: NaN,
    });
    const results = {
      date: new Date().toISOString(),
      runs: RUNS,
      conditions: {
        network: 'Slow 4G (562.5 ms, 1474.6/675 Kbps)',
        protocol: http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS',
        cpu: '4x',
      },
      view,
      home,
      floor: floorLoad,
      lcpOverFloor: view.lcp / floorLoad.lcp,
      editor,
      heap,
      budgets: BUDGETS,
    };
    const ok = (pass) => (pass ? 'ok' : 'MISSED');
    const rows = [
      [
        'public view first-load JS (gzip)',
        `${view.jsKb.toFixed(1)} KB`,
        `<= ${BUDGETS.viewJsKb} KB`,
        ok(view.jsKb <= BUDGETS.viewJsKb),
      ],
      ['public view CSS (gzip)', `${view.cssKb.toFixed(1)} KB`, '', ''],
      ['public view requests', String(view.requests), '', ''],
      ['public view FCP / LCP', `${view.fcp.toFixed(0)} / ${view.lcp.toFixed(0)} ms`, '', ''],
      ['floor (static HTML) LCP', `${floorLoad.lcp.toFixed(0)} ms`, '', ''],
      [
        'LCP / floor',
        results.lcpOverFloor.toFixed(2),
        `<= ${BUDGETS.lcpOverFloor}`,
        ok(results.lcpOverFloor <= BUDGETS.lcpOverFloor),
      ],
      [
        'record reads: count / start spread',
        `${view.reads} / ${view.readsSpreadMs?.toFixed(1)} ms`,
        `<= ${BUDGETS.readsSpreadMs} ms`,
        ok(view.reads === 15 && view.readsSpreadMs <= BUDGETS.readsSpreadMs),
      ],
      ['reads start before the page mounts', String(view.readsBeforeMount), '', ''],
      [
        'home first-load JS / CSS (gzip)',
        `${home.jsKb.toFixed(1)} / ${home.cssKb.toFixed(1)} KB`,
        '',
        '',
      ],
      [
        'home requests, FCP / LCP',
        `${home.requests}, ${home.fcp.toFixed(0)} / ${home.lcp.toFixed(0)} ms`,
        '',
        '',
      ],
      [
        `editor key-to-paint (${editor.items} items, CPU 4x)`,
        `${editor.keyToPaintMs.toFixed(1)} ms`,
        `<= ${BUDGETS.keyToPaintMs} ms`,
        ok(editor.keyToPaintMs <= BUDGETS.keyToPaintMs),
      ],
      [
        'editor first press (marks the form edited)',
        `${editor.firstPressMs.toFixed(1)} ms`,
        '',
        '',
      ],
      [
        'heap objects after 1 / 50 round trips',
        `${heap.firstMb.toFixed(2)} / ${heap.lastMb.toFixed(2)} MB (${heap.growthPct.toFixed(1)}%)`,
        `<= ${BUDGETS.heapGrowthPct}%`,
        ok(heap.growthPct <= BUDGETS.heapGrowthPct),
      ],
      [
        'heap with compiled code, 1 / 50',
        `${heap.usedFirstMb.toFixed(2)} / ${heap.usedLastMb.toFixed(2)} MB`,
        '',
        '',
      ],
    ];
    const width = rows.reduce((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
    const line = (r) => r.map((c, i) => c.padEnd(width[i])).join(' | ');
    console.log(line(['measure', 'median', 'budget', '']));
    console.log(width.map((w) => '-'.repeat(w)).join('-|-'));
    for (const row of rows) console.log(line(row));
    writeFileSync('bench-results.json', JSON.stringify(results, null, 2));
    console.log('\nwritten: bench-results.json');
  } finally {
    await browser.close();
    server.close();
    await backend.vite.close();
  }
}

await main();
