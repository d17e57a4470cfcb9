// npm run bench: builds the app, serves it with the demo backend on loopback, and measures it in
// Chromium over CDP under Slow 4G and a 4x slower CPU. Prints one table, writes bench-results.json.
// BENCH_RUNS=n runs (5), BENCH_ONLY=view,hung,cached,worker,home,editor,heap some groups (all),
// BENCH_SKIP_BUILD=1 measures the last build again.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { buildApp } from './build.mjs';
import { median, ORIGIN, OUT_DIR, PORT, ROUND_TRIPS, RUNS, runs, viewPath } from './config.mjs';
import { listSections, measureKeyToPaint } from './editor.mjs';
import { cardSummary, scriptedFloorPage, summaryFloorPage } from './floor.mjs';
import { measureHeap } from './heap.mjs';
import { copyPageAsStatic, summaryPageAsStatic } from './pageFloor.mjs';
import { indexFacts, measureLoad } from './loads.mjs';
import { moduleReport } from './modules.mjs';
import { domContract } from './probe.mjs';
import { http1, loadDemoBackend, startServer } from './server.mjs';
import { moduleLines, tableLines } from './table.mjs';
import { measureWorkerLoad, workerFacts } from './worker.mjs';
import { CARD_FRAGMENT } from './cardFragment.mjs';

export const BUDGETS = {
  summaryColdOverFloor: 2.0,
  summaryFragmentColdOverFloor: 1.15,
  summaryCachedOverFloor: 1.7,
  summaryHungOverNormal: 1.1,
  viewLayoutShift: 0.05,
  recordColdOverFloor: 3.5,
  fragmentCheckBeforePaintMs: 20,
  viewJsKb: 185,
  readStarterKb: 1,
  requestsAfterEntry: 0,
  homeJsKb: 155,
  keyToPaintMs: 100,
  jsObjectGrowthPct: 10,
  summaryWorkerOverFloor: 1.15,
  recordWorkerOverFloor: 1.6,
  firstReadWorkerMs: 100,
  workerFetchKb: 300,
};

const FLOOR_PATH = '/floor/summary.html';
const SCRIPTED_FLOOR_PATH = '/floor/scripted-summary.html';
const COPY_PAGE_FLOOR_PATH = '/floor/copy-page.html';
const SUMMARY_PAGE_FLOOR_PATH = '/floor/summary-page.html';
/** The read held unanswered in the load with one read hung. */
const HUNG_READ = '/api/medical-record/medicines';

/** The built documents and scripts, as one text to look for the DOM contract in. */
function builtText() {
  const assets = join(OUT_DIR, 'assets');
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'));
  const documents = ['index.html', 'record.html'].map((name) =>
    readFileSync(join(OUT_DIR, name), 'utf8'),
  );
  return [...documents, ...scripts].join('\n');
}

/** Runs a measure; on failure reports it, marks the run failed and gives undefined. */
async function attempt(what, measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(`${what} could not be measured: ${error.message.split('\n')[0]}`);
    process.exitCode = 1;
    return undefined;
  }
}

/** Warns when the probe's summary texts are not the record's: it would time something else. */
function checkTexts(loads, expected) {
  const wanted = [expected.name, expected.bloodType, expected.allergy];
  for (const load of loads) {
    const texts = load.texts ?? [];
    if (wanted.every((text, i) => texts[i]?.includes(text))) continue;
    console.warn(`the summary shown held ${JSON.stringify(texts)}, expected ${wanted}`);
    return;
  }
}

const pick = (loads, key) => median(loads.map((l) => l[key]));

/** The first-load JS by module of the load whose JS is the median one (the table's figure). */
function modulesOf(loads, app) {
  const mid = pick(loads, 'jsBytes');
  const load = loads.reduce((a, b) =>
    Math.abs(b.jsBytes - mid) < Math.abs(a.jsBytes - mid) ? b : a,
  );
  return moduleReport(load.waterfall, { gzip: app.inlineJsBytes, bytes: app.inlineJsRawBytes });
}

const ratios = (loads, floors, key) => median(loads.map((l, i) => l[key] / floors[i].summaryMs));

/** The page loads of every run, interleaved so that a slow moment of the machine hits them all. */
async function measureLoads(browser, { pages, probe, card, faults, fragment }) {
  const view = viewPath(card);
  const app = pages.view;
  const full = { probe, app, waitFor: ['summary', 'record'] };
  const floor = { probe, app: null, waitFor: ['summary'] };
  const loads = {
    view: [],
    floor: [],
    floorScripted: [],
    viewFragment: [],
    copyPageFloor: [],
    viewFragmentEnglish: [],
    viewHung: [],
    viewCached: [],
    floorCached: [],
    viewWorker: [],
    floorWorker: [],
    summaryPageFloorWorker: [],
    home: [],
  };
  for (let i = 0; i < RUNS; i += 1) {
    if (runs('view')) {
      loads.view.push(await measureLoad(browser, view, full));
      loads.floor.push(await measureLoad(browser, FLOOR_PATH, floor));
      loads.floorScripted.push(await measureLoad(browser, SCRIPTED_FLOOR_PATH, floor));
      loads.viewFragment.push(await measureLoad(browser, `${view}#${fragment}`, full));
      loads.copyPageFloor.push(await measureLoad(browser, COPY_PAGE_FLOOR_PATH, floor));
      loads.viewFragmentEnglish.push(
        await measureLoad(browser, `${view}?lng=en#${fragment}`, { ...floor, app }),
      );
    }
    if (runs('view') && runs('hung')) {
      faults.hang = HUNG_READ;
      try {
        loads.viewHung.push(
          await measureLoad(browser, view, { probe, app, waitFor: ['summary'], hung: true }),
        );
      } finally {
        faults.hang = null;
      }
    }
    if (runs('cached')) {
      loads.viewCached.push(await measureLoad(browser, view, { ...full, cached: true }));
      loads.floorCached.push(await measureLoad(browser, FLOOR_PATH, { ...floor, cached: true }));
    }
    if (runs('worker')) {
      loads.viewWorker.push(await measureWorkerLoad(browser, view, full));
      loads.floorWorker.push(await measureLoad(browser, FLOOR_PATH, { ...floor, cached: true }));
      loads.summaryPageFloorWorker.push(
        await measureLoad(browser, SUMMARY_PAGE_FLOOR_PATH, { ...floor, cached: true }),
      );
    }
    if (runs('home')) loads.home.push(await measureLoad(browser, '/', { app: pages.home }));
  }
  checkTexts([...loads.view, ...loads.floor, ...loads.viewCached], probe.expected);
  return loads;
}

function viewFigures(loads, app) {
  if (!loads.view.length) return {};
  const entries = loads.view.map((l) => l.entry);
  const afterEntry = entries.map((e) => e.startedAfterEntry.length);
  return {
    summary: {
      coldMs: pick(loads.view, 'summaryMs'),
      floorColdMs: pick(loads.floor, 'summaryMs'),
      coldOverFloor: ratios(loads.view, loads.floor, 'summaryMs'),
      fragmentColdMs: pick(loads.viewFragment, 'summaryMs'),
      fragmentColdOverFloor: ratios(loads.viewFragment, loads.floor, 'summaryMs'),
      scriptedFloorOverFloor: ratios(loads.floorScripted, loads.floor, 'summaryMs'),
      fragmentEnglishOverFloor: ratios(loads.viewFragmentEnglish, loads.floor, 'summaryMs'),
      copyPageFloorOverFloor: ratios(loads.copyPageFloor, loads.floor, 'summaryMs'),
      fragmentLayoutShift: pick(loads.viewFragment, 'cls'),
      fragmentEnglishLayoutShift: pick(loads.viewFragmentEnglish, 'cls'),
      fragmentCheckBeforePaintMs: median(loads.viewFragment.map(checkBeforePaint)),
      fragmentCheckAfterPaintMs: median(
        loads.viewFragment.map((l) => (l.verifyAtMs === null ? NaN : l.verifyAtMs - l.summaryMs)),
      ),
    },
    firstRead: {
      coldMs: pick(loads.view, 'firstReadMs'),
      coldFirstScriptMs: pick(loads.view, 'firstScriptMs'),
    },
    record: {
      coldMs: pick(loads.view, 'recordMs'),
      coldOverFloor: ratios(loads.view, loads.floor, 'recordMs'),
    },
    view: {
      jsKb: pick(loads.view, 'jsBytes') / 1024,
      inlineJsKb: app.inlineJsBytes / 1024,
      inlineScripts: app.inlineScripts,
      readStarterKb: app.firstScriptBytes / 1024,
      cssKb: pick(loads.view, 'cssBytes') / 1024,
      requests: pick(loads.view, 'requests'),
      reads: pick(loads.view, 'reads'),
      fcp: pick(loads.view, 'fcp'),
      lcp: pick(loads.view, 'lcp'),
      cls: pick(loads.view, 'cls'),
      modules: modulesOf(loads.view, app),
    },
    requests: {
      entryScript: app.entryPath,
      startedAfterEntry: median(afterEntry),
      mostAfterEntry: Math.max(...afterEntry),
      latestStartMs: median(entries.map((e) => e.latestStartMs)),
      entryArrivedMs: median(entries.map((e) => e.entryArrivedMs)),
      firstLoadRequests: median(entries.map((e) => e.firstLoadRequests)),
      startedAfterEntryPaths: [...new Set(entries.flatMap((e) => e.startedAfterEntry))],
      waterfallOfOneColdLoad: loads.view[0].waterfall,
    },
  };
}

/** The summary with one read hung against the load just before it, without the fault. */
function hungFigures(loads) {
  if (!loads.viewHung.length) return {};
  return {
    hungMs: pick(loads.viewHung, 'summaryMs'),
    hungOverNormal: median(loads.viewHung.map((l, i) => l.summaryMs / loads.view[i].summaryMs)),
    hungLayoutShift: pick(loads.viewHung, 'cls'),
  };
}

function cachedFigures(loads) {
  if (!loads.viewCached.length) return {};
  return {
    cachedMs: pick(loads.viewCached, 'summaryMs'),
    floorCachedMs: pick(loads.floorCached, 'summaryMs'),
    cachedOverFloor: ratios(loads.viewCached, loads.floorCached, 'summaryMs'),
    cachedRecordMs: pick(loads.viewCached, 'recordMs'),
    filesFromCache: pick(loads.viewCached, 'fromCache'),
  };
}

/** The repeat visit with the app's worker installed, against the static page's second visit. */
function workerFigures(loads) {
  if (!loads.viewWorker.length) return undefined;
  return {
    summaryMs: pick(loads.viewWorker, 'summaryMs'),
    recordMs: pick(loads.viewWorker, 'recordMs'),
    firstReadMs: pick(loads.viewWorker, 'firstReadMs'),
    firstScriptMs: pick(loads.viewWorker, 'firstScriptMs'),
    floorMs: pick(loads.floorWorker, 'summaryMs'),
    summaryOverFloor: ratios(loads.viewWorker, loads.floorWorker, 'summaryMs'),
    recordOverFloor: ratios(loads.viewWorker, loads.floorWorker, 'recordMs'),
    summaryPageFloorOverFloor: ratios(loads.summaryPageFloorWorker, loads.floorWorker, 'summaryMs'),
    fetchedKb: pick(loads.viewWorker, 'workerKb'),
    offlineNotice: loads.viewWorker.every((load) => load.offlineNotice),
    offlineCopy: loads.viewWorker.every((load) => load.offlineCopy),
    waterfallOfOneLoad: loads.viewWorker[0].waterfall,
    ...workerFacts(),
  };
}

function homeFigures(loads, app) {
  if (!loads.home.length) return undefined;
  return {
    jsKb: pick(loads.home, 'jsBytes') / 1024,
    cssKb: pick(loads.home, 'cssBytes') / 1024,
    requests: pick(loads.home, 'requests'),
    fcp: pick(loads.home, 'fcp'),
    lcp: pick(loads.home, 'lcp'),
    modules: modulesOf(loads.home, app),
  };
}

/** Each load's own figures without its waterfall, to see the spread behind the medians. */
const perRun = (loads) =>
  Object.fromEntries(
    Object.entries(loads).map(([name, list]) => [
      name,
      list.map((load) => ({ ...load, waterfall: undefined })),
    ]),
  );

/**
 * The card's copy as the cards page writes it now, signed by the demo backend's key, and the
 * build's key set with that key: the view checks the signature with WebCrypto.
 */
async function signedCopy(backend) {
  const { signCopy } = await backend.vite.ssrLoadModule('/src/mocks/copySigning.ts');
  const { signedFragment } = await backend.vite.ssrLoadModule(
    '/src/recordReading/cardCopy/signature.ts',
  );
  const { demoSigningKey } = await backend.vite.ssrLoadModule('/src/lib/signingKeys.ts');
  const { key_id: keyId, signature } = await signCopy(CARD_FRAGMENT);
  return {
    fragment: signedFragment(CARD_FRAGMENT, { keyId, signature }),
    keys: JSON.stringify({ keys: [demoSigningKey] }),
  };
}

/** How long a load's signature check ran before its summary showed (0 when it started after). */
const checkBeforePaint = (load) =>
  load.verifyAtMs === null ? 0 : Math.max(0, load.summaryMs - load.verifyAtMs);

async function main() {
  const backend = await loadDemoBackend(ORIGIN);
  const signed = await signedCopy(backend);
  if (process.env.BENCH_SKIP_BUILD !== '1') buildApp(OUT_DIR, signed.keys);
  // Each page's own document: the record view's, and index.html for the home.
  const pages = {
    view: indexFacts(readFileSync(join(OUT_DIR, 'record.html'), 'utf8')),
    home: indexFacts(readFileSync(join(OUT_DIR, 'index.html'), 'utf8')),
  };
  const contract = domContract(builtText());
  const card = backend.seed.DEMO_CARDS.full;
  const summary = await cardSummary(backend, card);
  const probe = {
    expected: {
      name: summary.name,
      bloodType: summary.bloodType,
      allergy: summary.allergies[0]?.name,
    },
    contract,
  };
  const faults = { hang: null };
  const extraPages = {
    [FLOOR_PATH]: summaryFloorPage(summary, card),
    [SCRIPTED_FLOOR_PATH]: scriptedFloorPage(summaryFloorPage(summary, card)),
  };
  const server = await startServer({ root: OUT_DIR, port: PORT, backend, extraPages, faults });
  const browser = await launch();
  const started = Date.now();
  try {
    const results = {
      date: new Date().toISOString(),
      runs: RUNS,
      conditions: {
        network: 'Slow 4G (562.5 ms, 1474.6/675 Kbps)',
        protocol: http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS',
        cpu: '4x',
      },
      domContract: contract,
      budgets: BUDGETS,
    };
    const loads = await attempt('page loads', async () => {
      // The record page's own first paints, taken from this build, served as static pages.
      const view = viewPath(card);
      extraPages[COPY_PAGE_FLOOR_PATH] = await copyPageAsStatic(
        browser,
        `${view}#${signed.fragment}`,
      );
      extraPages[SUMMARY_PAGE_FLOOR_PATH] = await summaryPageAsStatic(browser, view);
      return measureLoads(browser, { pages, probe, card, faults, fragment: signed.fragment });
    });
    if (loads) {
      const figures = viewFigures(loads, pages.view);
      Object.assign(results, figures, {
        summary: { ...figures.summary, ...hungFigures(loads), ...cachedFigures(loads) },
        home: homeFigures(loads, pages.home),
        worker: workerFigures(loads),
        loads: perRun(loads),
      });
    }
    if (runs('editor')) {
      const lists = await listSections(backend);
      results.editor = await attempt('editor key-to-paint', () =>
        measureKeyToPaint(browser, backend, lists),
      );
    }
    if (runs('heap')) {
      const heap = await attempt('heap growth', () => measureHeap(browser, backend, contract));
      results.heap = heap && { roundTrips: ROUND_TRIPS, ...heap };
    }
    results.seconds = Math.round((Date.now() - started) / 1000);
    for (const line of [...tableLines(results), ...moduleLines(results)]) console.log(line);
    writeFileSync('bench-results.json', JSON.stringify(results, null, 2));
    console.log(`\nwritten: bench-results.json (measured in ${results.seconds} s)`);
  } finally {
    await browser.close();
    server.close();
    await backend.vite.close();
  }
}

await main();
