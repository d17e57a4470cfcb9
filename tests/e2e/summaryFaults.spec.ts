// The emergency summary under a fault of each of its reads, one at a time, in the production
// build (an API over HTTP): the other parts show as without the fault, the faulty part says what is
// happening in its own place, no part ever says what the record does not hold, and nothing is
// shown twice or moves when the app takes the boot page's place. How much the page shifts while the
// answers come depends on when they come: the benchmark measures it (CLS), under a set network.
import { expect, test, type Page, type Route } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { comparisons, sections, type SectionDecl } from '@/record';
import { summaryPartSections, summarySections } from '@/recordReading/emergencySummary';
import { DEMO_CARDS } from './support';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const VIEW = `${origin}/prontuario-do-usuario/${DEMO_CARDS.full}`;

const parts: [string, SectionDecl][] = Object.entries(summaryPartSections);

/** Each summary read and the part of the summary it fills. */
const partOf: Record<string, string> = Object.fromEntries(
  parts.map(([name, section]) => [section.resource, name]),
);

/**
 * The parts that also wait for another read: those whose section applies by a fact that read
 * tells (pregnancy, by the gender in personal information).
 */
const waitsFor: Record<string, string[]> = Object.fromEntries(
  sections.map((teller) => {
    const facts = Object.keys(teller.facts ?? {});
    const waiting = parts.filter(([, section]) =>
      comparisons(section.appliesWhen).some(({ field }) => facts.includes(field)),
    );
    return [teller.resource, waiting.map(([name]) => name)];
  }),
);

const LOADING = /^[^.]*Carregando[^.]*\.\.\.$/;
/** What a part says while its read is under way, failed, or being sent again. */
const STATUS_WORDS = /Carregando|Sem resposta por enquanto|Não foi possível carregar/;

interface PartSeen {
  text: string;
  box: [number, number, number, number];
}
type Snapshot = Record<string, PartSeen>;
interface SummaryLog {
  /** Every text each part showed, frame by frame. */
  texts: Record<string, string[]>;
  /** The boot page's parts in its last frame, and the app's in its first. */
  boot: Snapshot | null;
  app: Snapshot | null;
}

/** Notes, every frame, what the summary on screen shows. */
function watchSummary(page: Page) {
  return page.addInitScript(() => {
    const log: SummaryLog = { texts: {}, boot: null, app: null };
    Object.assign(window, { summaryLog: log });
    const frame = () => {
      const boot = document.getElementById('boot-view');
      const shown = boot ?? document.getElementById('root');
      const snapshot: Snapshot = {};
      for (const part of shown?.querySelectorAll<HTMLElement>('[data-summary-part]') ?? []) {
        const { x, y, width, height } = part.getBoundingClientRect();
        const text = part.textContent ?? '';
        snapshot[part.dataset.summaryPart ?? ''] = { text, box: [x, y, width, height] };
        const texts = (log.texts[part.dataset.summaryPart ?? ''] ??= []);
        if (!texts.includes(text)) texts.push(text);
      }
      if (boot) log.boot = snapshot;
      else if (log.boot && !log.app && Object.keys(snapshot).length > 0) log.app = snapshot;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const summaryLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { summaryLog: SummaryLog }).summaryLog);

const part = (page: Page, name: string) =>
  page.locator(`#root section[aria-labelledby="resumo-emergencia"] [data-summary-part="${name}"]`);

/** The summary's parts without any fault, text by part, read once per worker. */
let baseline: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(VIEW);
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  const parts = page.locator('#root [data-summary-part]');
  baseline = Object.fromEntries(
    await parts.evaluateAll((elements) =>
      elements.map((element) => [
        (element as HTMLElement).dataset.summaryPart,
        element.textContent ?? '',
      ]),
    ),
  );
  await page.close();
});

test('every read of the summary is in this matrix', () => {
  expect(Object.keys(partOf).sort()).toEqual(summarySections.map((s) => s.resource).sort());
  expect(Object.keys(baseline).sort()).toEqual(Object.values(partOf).sort());
});

/** Opens the view with one read faulty; waits until the app has taken the boot page's place. */
async function openWithFault(page: Page, resource: string, fault: (route: Route) => unknown) {
  await watchSummary(page);
  await page.route(`**/api/medical-record/${resource}?*`, fault);
  await page.goto(VIEW);
  await expect(page.locator('#boot-view')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('section[aria-labelledby="resumo-emergencia"]')).toHaveCount(1);
}

/**
 * The other parts show exactly what they show without the fault, and showed nothing else at any
 * frame (but that they were loading, if their answer came after the summary showed); the boot
 * page's parts are where the app's are, with the same text.
 */
async function checkOthers(page: Page, resource: string) {
  const faulty = [partOf[resource], ...(waitsFor[resource] ?? [])];
  for (const [name, text] of Object.entries(baseline)) {
    if (!faulty.includes(name)) await expect(part(page, name)).toHaveText(text);
  }
  const log = await summaryLog(page);
  for (const [name, texts] of Object.entries(log.texts)) {
    if (faulty.includes(name)) continue;
    const others = texts.filter((text) => text !== baseline[name]);
    for (const text of others) expect(text, `${name} showed only its own text`).toMatch(LOADING);
  }
  expect(log.boot, 'the boot page showed the summary').not.toBeNull();
  // The other parts are where they were, with the same text. The faulty part may go from one
  // status to another at the takeover (trying again, loading), checked by checkFaultyPart.
  const withoutFaulty = (snapshot: Snapshot | null) =>
    Object.fromEntries(Object.entries(snapshot ?? {}).filter(([name]) => !faulty.includes(name)));
  expect(withoutFaulty(log.app)).toEqual(withoutFaulty(log.boot));
}

/** Every text the faulty part showed was its data or what is happening, never anything else. */
async function checkFaultyPart(page: Page, resource: string) {
  const { texts } = await summaryLog(page);
  const name = partOf[resource];
  for (const text of texts[name] ?? []) {
    if (text !== baseline[name]) expect(text).toMatch(STATUS_WORDS);
  }
}

for (const resource of Object.keys(partOf)) {
  const name = partOf[resource];

  test(`${resource} hangs, then answers late: it waits in its place, the rest shows`, async ({
    page,
  }) => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await openWithFault(page, resource, async (route) => {
      await held;
      await route.continue();
    });
    await expect(part(page, name)).toContainText('Carregando');
    await expect(part(page, name)).toHaveAttribute('aria-busy', 'true');
    await checkOthers(page, resource);
    answer();
    await expect(part(page, name)).toHaveText(baseline[name], { timeout: 20_000 });
    await checkFaultyPart(page, resource);
  });

  test(`${resource} answers 500, then its data: the part fills without a click`, async ({
    page,
  }) => {
    let tries = 0;
    await openWithFault(page, resource, (route) => {
      tries += 1;
      return tries === 1
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue();
    });
    await checkOthers(page, resource);
    await expect(part(page, name)).toHaveText(baseline[name], { timeout: 20_000 });
    await checkFaultyPart(page, resource);
  });

  test(`${resource} answers a malformed body: the part says it failed`, async ({ page }) => {
    await openWithFault(page, resource, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>ok' }),
    );
    await expect(part(page, name)).toContainText('Não foi possível carregar.');
    await expect(part(page, name).getByRole('button', { name: /Tentar novamente/ })).toBeVisible();
    await checkOthers(page, resource);
    await checkFaultyPart(page, resource);
  });

  test(`${resource} answers 404: nothing stored there, and the rest shows`, async ({ page }) => {
    await openWithFault(page, resource, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    );
    await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
    await checkOthers(page, resource);
    const shown = part(page, name);
    if ((await shown.count()) > 0) await expect(shown).not.toContainText(STATUS_WORDS);
  });
}
