// The table `npm run bench` prints: measure | median | budget | ok/MISSED, one row per figure
// measured (BENCH_ONLY leaves some out); rows without a budget explain the ones above them.

const ok = (value, budget) => (value <= budget ? 'ok' : 'MISSED');
const ms = (value) => `${value.toFixed(0)} ms`;
const kb = (value) => `${value.toFixed(1)} KB`;
const ratio = (value) => value.toFixed(2);

function loadRows({ summary, record, view, requests, firstRead }, budgets) {
  if (!view) return [];
  return [
    [
      'emergency summary shown, cold / static page',
      ratio(summary.coldOverFloor),
      `<= ${budgets.summaryColdOverFloor}`,
      ok(summary.coldOverFloor, budgets.summaryColdOverFloor),
    ],
    ['  view / static page, cold', `${ms(summary.coldMs)} / ${ms(summary.floorColdMs)}`, '', ''],
    ['  first record read leaves, cold', ms(firstRead.coldMs), '', ''],
    ["  the page's first script can run, cold", ms(firstRead.coldFirstScriptMs), '', ''],
    [
      'summary from a QR with the fragment, cold / static page',
      ratio(summary.fragmentColdOverFloor),
      `<= ${budgets.summaryFragmentColdOverFloor}`,
      ok(summary.fragmentColdOverFloor, budgets.summaryFragmentColdOverFloor),
    ],
    [
      '  view / static page, cold',
      `${ms(summary.fragmentColdMs)} / ${ms(summary.floorColdMs)}`,
      '',
      '',
    ],
    [
      '  the same, the phone in English / static page',
      ratio(summary.fragmentEnglishOverFloor),
      '',
      '',
    ],
    [
      '  layout shift of those loads, Portuguese / English (CLS)',
      `${summary.fragmentLayoutShift.toFixed(3)} / ${summary.fragmentEnglishLayoutShift.toFixed(3)}`,
      `<= ${budgets.viewLayoutShift}`,
      ok(
        Math.max(summary.fragmentLayoutShift, summary.fragmentEnglishLayoutShift),
        budgets.viewLayoutShift,
      ),
    ],
    [
      '  static page painted by an inline script / static page',
      ratio(summary.scriptedFloorOverFloor),
      '',
      '',
    ],
    [
      "  the copy's own first paint as a static page, no script / static page",
      ratio(summary.copyPageFloorOverFloor),
      '',
      '',
    ],
    [
      "  the copy's signature checked before its paint (checked after it)",
      `${ms(summary.fragmentCheckBeforePaintMs)} (${ms(summary.fragmentCheckAfterPaintMs)})`,
      `<= ${budgets.fragmentCheckBeforePaintMs} ms`,
      ok(summary.fragmentCheckBeforePaintMs, budgets.fragmentCheckBeforePaintMs),
    ],
    [
      'every section shown, cold / static page',
      ratio(record.coldOverFloor),
      `<= ${budgets.recordColdOverFloor}`,
      ok(record.coldOverFloor, budgets.recordColdOverFloor),
    ],
    ['  view / static page, cold', `${ms(record.coldMs)} / ${ms(summary.floorColdMs)}`, '', ''],
    [
      'public view first-load JS, gzip (boot script included)',
      kb(view.jsKb),
      `<= ${budgets.viewJsKb} KB`,
      ok(view.jsKb, budgets.viewJsKb),
    ],
    [
      "  of it the read starter, record.html's first script, gzip",
      kb(view.readStarterKb),
      `<= ${budgets.readStarterKb} KB`,
      ok(view.readStarterKb, budgets.readStarterKb),
    ],
    [
      '  of it inline in record.html / CSS, gzip',
      `${kb(view.inlineJsKb)} / ${kb(view.cssKb)}`,
      '',
      '',
    ],
    [
      '  requests (record reads) / FCP / LCP',
      `${view.requests} (${view.reads}) / ${ms(view.fcp)} / ${ms(view.lcp)}`,
      '',
      '',
    ],
    [
      'layout shift of the whole load (CLS)',
      view.cls.toFixed(3),
      `<= ${budgets.viewLayoutShift}`,
      ok(view.cls, budgets.viewLayoutShift),
    ],
    [
      'requests of the first load started after the entry script arrived',
      `${requests.startedAfterEntry} (most: ${requests.mostAfterEntry})`,
      'none',
      ok(requests.startedAfterEntry, budgets.requestsAfterEntry),
    ],
    [
      '  latest start / entry script arrived',
      `${ms(requests.latestStartMs)} / ${ms(requests.entryArrivedMs)}`,
      '',
      '',
    ],
  ];
}

function hungRows({ summary }, budgets) {
  if (!summary?.hungMs) return [];
  return [
    [
      'emergency summary shown, medicines read hung / without',
      ratio(summary.hungOverNormal),
      `<= ${budgets.summaryHungOverNormal}`,
      ok(summary.hungOverNormal, budgets.summaryHungOverNormal),
    ],
    ['  hung / without', `${ms(summary.hungMs)} / ${ms(summary.coldMs)}`, '', ''],
    [
      '  layout shift of the load with the read hung (CLS)',
      summary.hungLayoutShift.toFixed(3),
      `<= ${budgets.viewLayoutShift}`,
      ok(summary.hungLayoutShift, budgets.viewLayoutShift),
    ],
  ];
}

function cachedRows({ summary }, budgets) {
  if (!summary?.cachedMs) return [];
  return [
    [
      'emergency summary shown, app files cached / static page',
      ratio(summary.cachedOverFloor),
      `<= ${budgets.summaryCachedOverFloor}`,
      ok(summary.cachedOverFloor, budgets.summaryCachedOverFloor),
    ],
    [
      '  view / static page, second visit',
      `${ms(summary.cachedMs)} / ${ms(summary.floorCachedMs)}`,
      '',
      '',
    ],
  ];
}

function workerRows({ worker }, budgets) {
  if (!worker) return [];
  return [
    [
      'first record read leaves, repeat visit with the worker',
      ms(worker.firstReadMs),
      `<= ${budgets.firstReadWorkerMs} ms`,
      ok(worker.firstReadMs, budgets.firstReadWorkerMs),
    ],
    ["  the page's first script can run, repeat visit", ms(worker.firstScriptMs), '', ''],
    [
      'emergency summary shown, repeat visit with the worker / static page',
      ratio(worker.summaryOverFloor),
      `<= ${budgets.summaryWorkerOverFloor}`,
      ok(worker.summaryOverFloor, budgets.summaryWorkerOverFloor),
    ],
    [
      'every section shown, repeat visit with the worker / static page',
      ratio(worker.recordOverFloor),
      `<= ${budgets.recordWorkerOverFloor}`,
      ok(worker.recordOverFloor, budgets.recordWorkerOverFloor),
    ],
    [
      '  summary / every section / static page, second visit',
      `${ms(worker.summaryMs)} / ${ms(worker.recordMs)} / ${ms(worker.floorMs)}`,
      '',
      '',
    ],
    [
      "  the summary's own first paint as a static page, no script, second visit / static page",
      ratio(worker.summaryPageFloorOverFloor),
      '',
      '',
    ],
    [
      'bytes the worker fetches after a first visit to the view, gzip',
      kb(worker.fetchedKb),
      `<= ${budgets.workerFetchKb} KB`,
      ok(worker.fetchedKb, budgets.workerFetchKb),
    ],
    [
      '  its precache, worker included (none in the HTTP cache), gzip',
      `${kb(worker.precacheKb)} (${worker.precachedFiles} files)`,
      `<= ${budgets.workerFetchKb} KB`,
      ok(worker.precacheKb, budgets.workerFetchKb),
    ],
    [
      'offline, worker installed: the view says so and retries',
      worker.offlineNotice ? 'shown' : 'not shown',
      'shown',
      worker.offlineNotice ? 'ok' : 'MISSED',
    ],
    [
      'offline, worker installed, fragment: the summary is shown',
      worker.offlineCopy ? 'shown' : 'not shown',
      'shown',
      worker.offlineCopy ? 'ok' : 'MISSED',
    ],
  ];
}

function homeRows({ home }, budgets) {
  if (!home) return [];
  return [
    [
      'home page first-load JS, gzip',
      kb(home.jsKb),
      `<= ${budgets.homeJsKb} KB`,
      ok(home.jsKb, budgets.homeJsKb),
    ],
    [
      '  CSS gzip / requests / FCP / LCP',
      `${kb(home.cssKb)} / ${home.requests} / ${ms(home.fcp)} / ${ms(home.lcp)}`,
      '',
      '',
    ],
  ];
}

function editorRows({ editor }, budgets) {
  if (!editor) return [];
  return [
    [
      `editor key press to next paint, ${editor.items} items, CPU 4x`,
      `${editor.keyToPaintMs.toFixed(1)} ms`,
      `<= ${budgets.keyToPaintMs} ms`,
      ok(editor.keyToPaintMs, budgets.keyToPaintMs),
    ],
    ['  first press (marks the form edited)', `${editor.firstPressMs.toFixed(1)} ms`, '', ''],
  ];
}

function heapRows({ heap }, budgets) {
  if (!heap) return [];
  return [
    [
      `growth of JS objects over ${heap.roundTrips} editor/view round trips`,
      `${heap.growthPct.toFixed(1)}%`,
      `<= ${budgets.jsObjectGrowthPct}%`,
      ok(heap.growthPct, budgets.jsObjectGrowthPct),
    ],
    [
      `  JS objects after trip 1 / ${heap.roundTrips}`,
      `${heap.firstKb.toFixed(0)} / ${heap.lastKb.toFixed(0)} KB`,
      '',
      '',
    ],
  ];
}

/** The table as text lines, against `results.budgets`. */
export function tableLines(results) {
  const rows = [loadRows, hungRows, cachedRows, workerRows, homeRows, editorRows, heapRows].flatMap(
    (rowsOf) => rowsOf(results, results.budgets),
  );
  const header = ['measure', 'median', 'budget', ''];
  const width = [header, ...rows].reduce(
    (w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)),
    [],
  );
  const line = (r) =>
    r
      .map((c, i) => c.padEnd(width[i]))
      .join(' | ')
      .trimEnd();
  return [line(header), width.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)];
}

/** How many packages the printed top lists name; bench-results.json keeps every one. */
const TOP = 8;

/** The largest packages of the view's and the home's first-load JS, gzip. */
export function moduleLines({ view, home }) {
  const pages = [
    ['public view', view?.modules],
    ['home page', home?.modules],
  ].filter(([, modules]) => modules);
  return pages.flatMap(([page, { byPackage }]) => [
    '',
    `${page} first-load JS by package, gzip (top ${TOP} of ${byPackage.length}):`,
    ...byPackage.slice(0, TOP).map((p) => `  ${kb(p.gzipKb).padStart(8)}  ${p.name}`),
  ]);
}
