// npm run lighthouse: builds the app as the benchmark does, serves it with the demo backend on
// loopback (the benchmark's server), and runs Lighthouse (mobile, default simulated throttling)
// on each public page, three times. Prints the median score of each category per page and the
// audits that failed in most runs; writes lighthouse-results.json.
// LIGHTHOUSE_RUNS=n runs (3), LIGHTHOUSE_ONLY=home,record some pages (all),
// LIGHTHOUSE_SKIP_BUILD=1 audits the last build again, LIGHTHOUSE_REPORTS=dir keeps every run's
// full report there (JSON, for the details of an audit).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../bench/build.mjs';
import { median } from '../bench/config.mjs';
import { certificateSpki, http1, loadDemoBackend, scheme, startServer } from '../bench/server.mjs';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4490);
const ORIGIN = `${scheme}://127.0.0.1:${PORT}`;
const OUT_DIR = `node_modules/.lighthouse-dist-${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse shows an audit as passed from this score up. */
const PASSED = 0.9;
/** Audits without a verdict of their own. */
const UNSCORED = new Set(['informative', 'manual', 'notApplicable']);

/** The public pages (the contact form is a part of the about page, not a route of its own). */
const pages = (card) => ({
  home: '/',
  plans: '/planos',
  about: '/sobre-nos',
  terms: '/termos-de-uso',
  privacy: '/privacidade',
  record: `/prontuario-do-usuario/${card}`,
});

function selectedPages(all) {
  const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((name) => name.trim());
  for (const name of only ?? []) {
    if (!(name in all)) throw new Error(`LIGHTHOUSE_ONLY: unknown "${name}" (${Object.keys(all)})`);
  }
  return Object.entries(all).filter(([name]) => !only || only.includes(name));
}

/** The ids of the audits of the four categories that did not pass, with what they measured. */
function failedAudits(lhr) {
  const failed = {};
  for (const id of CATEGORIES) {
    for (const { id: auditId } of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[auditId];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode)) continue;
      if (audit.scoreDisplayMode === 'error') failed[auditId] = audit.errorMessage ?? 'error';
      else if (audit.score !== null && audit.score < PASSED) {
        failed[auditId] = audit.displayValue ?? String(audit.score);
      }
    }
  }
  return failed;
}

const reportDir = process.env.LIGHTHOUSE_REPORTS;

async function audit(port, url, name) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportDir) writeFileSync(join(reportDir, `${name}-${Date.now()}.json`), result.report);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score * 100])),
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    failed: failedAudits(lhr),
  };
}

/** The medians of a page's runs, and the audits that failed in more than half of them. */
function summarise(runs) {
  const counts = {};
  for (const run of runs)
    for (const id of Object.keys(run.failed)) counts[id] = (counts[id] ?? 0) + 1;
  const failed = Object.keys(counts)
    .filter((id) => counts[id] > runs.length / 2)
    .sort();
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
    ),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    failed: Object.fromEntries(
      failed.map((id) => [id, runs.map((run) => run.failed[id] ?? 'passed')]),
    ),
  };
}

function tableLines(results) {
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'TBT', 'LCP'];
  const rows = Object.entries(results).map(([page, { scores, tbtMs, lcpMs }]) => [
    page,
    ...CATEGORIES.map((id) => scores[id].toFixed(0)),
    `${tbtMs.toFixed(0)} ms`,
    `${lcpMs.toFixed(0)} ms`,
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  const failures = Object.entries(results).map(
    ([page, { failed }]) => `${page}: ${Object.keys(failed).join(', ') || 'none'}`,
  );
  return [line(header), ...rows.map(line), '', 'failing audits (in most runs):', ...failures];
}

async function main() {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') buildApp(OUT_DIR);
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const backend = await loadDemoBackend(ORIGIN);
  const server = await startServer({ root: OUT_DIR, port: PORT, backend });
  const trustLoopback = http1 ? [] : [`--ignore-certificate-errors-spki-list=${certificateSpki()}`];
  const chrome = await launchChrome({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    // The page in Portuguese (navigator.languages), as the benchmark sees it.
    chromeFlags: [...chromiumFlags, ...trustLoopback, '--headless=new', '--accept-lang=pt-BR'],
  });
  const started = Date.now();
  try {
    const results = {};
    for (const [name, path] of selectedPages(pages(backend.seed.DEMO_CARDS.full))) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await audit(chrome.port, `${ORIGIN}${path}`, name));
      results[name] = { path, ...summarise(runs) };
      console.log(`${name} audited`);
    }
    console.log('');
    for (const line of tableLines(results)) console.log(line);
    const seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(
      'lighthouse-results.json',
      JSON.stringify(
        { date: new Date().toISOString(), runs: RUNS, seconds, pages: results },
        null,
        2,
      ),
    );
    console.log(`\nwritten: lighthouse-results.json (audited in ${seconds} s)`);
  } finally {
    chrome.kill();
    server.close();
    await backend.vite.close();
  }
}

await main();
