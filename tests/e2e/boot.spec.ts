// The boot script on the production build (an API over HTTP): the emergency summary before the
// app, the app taking the reads over, and never a failed read shown as "nothing recorded".
import { expect, test, type Page, type Request, type Response, type Route } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { recordResourceNames } from '@/record';
import { DEMO_CARDS, firstStylesDifferences, watchConsole } from './support';
import { withoutDocumentWords } from './support/documentWords';
import { everyRead, noteReadsBeforeBoot, readsBeforeBoot } from './support/readsBeforeBoot';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const viewUrl = (cardCode: string, query = '') =>
  `${origin}/prontuario-do-usuario/${cardCode}${query}`;
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The app's own code never arrives: whatever shows was painted by the boot script. */
async function withoutApp(page: Page) {
  await page.route(ENTRY, (route) => route.abort());
}

function recordReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/medical-record/')) reads.push(request);
  });
  return reads;
}

/**
 * Answers the allergies read with `answer` for its first `times` tries (every try when
 * Infinity), then lets it through; gives the count of tries so far.
 */
async function failAllergies(
  page: Page,
  answer: { status: number; contentType: string; body: string },
  times = 1,
): Promise<() => number> {
  let tries = 0;
  await page.route('**/api/medical-record/allergies?*', (route) => {
    tries += 1;
    return tries <= times ? route.fulfill(answer) : route.continue();
  });
  return () => tries;
}

const unavailable = { status: 503, contentType: 'application/json', body: '{}' };

const summary = (page: Page) => page.locator('section[aria-labelledby="resumo-emergencia"]');
const allergiesPart = (page: Page) => summary(page).locator('[data-summary-part="allergies"]');

test('the summary shows before the app has loaded, in the detected language', async ({ page }) => {
  await withoutApp(page);
  await page.goto(viewUrl(DEMO_CARDS.full, '?lng=en'));
  await expect(page.locator('#boot-view')).toBeVisible();
  await expect(summary(page).locator('[data-summary-field="name"]')).toHaveText(
    'Maria Helena Souza',
  );
  await expect(summary(page).locator('[data-summary-field="blood-type"]')).toHaveText('O+');
  await expect(allergiesPart(page).locator('li').first()).toContainText('Dipirona');
  await expect(summary(page).getByRole('heading', { name: 'Emergency summary' })).toBeVisible();
  await expect(summary(page).getByRole('link', { name: /^Call/ }).first()).toHaveAttribute(
    'href',
    /^tel:\+55\d{10,11}$/,
  );
  await expect(page.locator('#root')).toBeHidden();
  expect(await firstStylesDifferences(page)).toEqual([]);
});

const WORD_FILES = /\/assets\/(common|recordView|record)-[\w-]+\.js$/;

test("in another language than Portuguese, the summary's words come with the document", async ({
  page,
}) => {
  await withoutApp(page);
  // Not from the app's word files: never answered here.
  await page.route(WORD_FILES, () => undefined);
  await page.goto(viewUrl(DEMO_CARDS.full, '?lng=en'), { waitUntil: 'commit' });
  await expect(summary(page).getByRole('heading', { name: 'Emergency summary' })).toBeVisible();
  await expect(summary(page).locator('[data-summary-field="blood-type"]')).toHaveText('O+');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("a document without them takes the summary's words from the app's word files", async ({
  page,
}) => {
  await withoutApp(page);
  await withoutDocumentWords(page);
  // The word files, held until released: the loading frame stands in.
  const held: Route[] = [];
  await page.route(WORD_FILES, (route) => {
    held.push(route);
  });
  await page.goto(viewUrl(DEMO_CARDS.full, '?lng=en'), { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(3);
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(WORD_FILES);
  await expect(summary(page).getByRole('heading', { name: 'Emergency summary' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
});

test("without the document's words nor the app's word files, the summary is painted in Portuguese", async ({
  page,
}) => {
  await withoutDocumentWords(page);
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
  await page.goto(viewUrl(DEMO_CARDS.full, '?lng=en'));
  await expect(summary(page).getByRole('heading', { name: 'Resumo de emergência' })).toBeVisible();
  await expect(summary(page).locator('[data-summary-field="blood-type"]')).toHaveText('O+');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the app takes the reads over: each is sent once, and its page replaces the boot page', async ({
  page,
}) => {
  const checkConsole = watchConsole(page);
  const reads = recordReads(page);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#boot-view')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Planos' })).toBeAttached();
  await expect(summary(page)).toHaveCount(1);
  const paths = reads.map((request) => new URL(request.url()).pathname);
  expect(paths).toHaveLength(recordResourceNames.length);
  expect(new Set(paths).size).toBe(recordResourceNames.length);
  checkConsole();
});

test("the app's code is asked for only once the summary's reads have answered", async ({
  page,
}) => {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/medical-record/**', (route) =>
    holding ? held.push(route) : route.continue(),
  );
  const events: string[] = [];
  page.on('request', (request) => {
    if (ENTRY.test(request.url())) events.push('entry asked for');
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  // The whole document is in, the boot page shows, and the app's code still waits for the reads.
  await expect(page.locator('#boot-view')).toBeVisible();
  await expect(page.locator('template#app-code')).toBeAttached();
  expect(held.length).toBeGreaterThan(0);
  events.push('reads answered');
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#boot-view')).toHaveCount(0);
  expect(events).toEqual(['reads answered', 'entry asked for']);
});

test('with no read ever answered, the app still starts', async ({ page }) => {
  await page.route('**/api/medical-record/**', () => undefined);
  const entry = page.waitForRequest(ENTRY);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await entry;
  await expect(page.locator('template#app-code')).toHaveCount(0);
});

test("the app shows the reads it took over without loading the client's network code", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; hasAxios: boolean }>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    // axios's text for a refused call: in the client's network code, and only there.
    const hasAxios = (text: string) => text.includes('Request failed with status code');
    scripts.push(
      response.text().then((text) => ({ url: response.url(), hasAxios: hasAxios(text) })),
    );
  };
  page.on('response', listener);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  // Code asked for once the record shows (the shell worker's) is not this test's: a body still
  // being read when the test ends would fail it.
  page.off('response', listener);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => script.hasAxios).map((script) => script.url)).toEqual([]);
});

test('with the app already running, the boot page still shows the answers it sent for', async ({
  page,
}) => {
  // The answers come late, after the app has started and taken the reads over.
  await page.route('**/api/medical-record/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('#boot-view [data-summary-field="name"]')) {
        Object.assign(window, { bootSummaryShown: true });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => 'bootSummaryShown' in window)).toBe(true);
});

const malformed = [
  { name: 'an HTML page with status 200', contentType: 'text/html', body: '<!doctype html><p>ok' },
  { name: 'a list where an object is due', contentType: 'application/json', body: '[]' },
  { name: 'data that is not a list', contentType: 'application/json', body: '{"data":"none"}' },
];

for (const answer of malformed) {
  test(`allergies answered with ${answer.name}: the boot summary says it failed`, async ({
    page,
  }) => {
    await withoutApp(page);
    await page.route('**/api/medical-record/allergies?*', (route) =>
      route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body }),
    );
    await page.goto(viewUrl(DEMO_CARDS.full));
    await expect(allergiesPart(page)).toContainText('Não foi possível carregar.');
    await expect(allergiesPart(page)).not.toContainText('Nenhum registro');
    // The section's title too: the boot script carries the titles of the summary's sections.
    await expect(
      allergiesPart(page).getByRole('button', { name: 'Tentar novamente (Alergias)', exact: true }),
    ).toBeVisible();
    expect(await firstStylesDifferences(page)).toEqual([]);
  });
}

test('reads no network answers: the boot page says so at once, and nothing as "none"', async ({
  page,
}) => {
  await withoutApp(page);
  await page.route('**/api/medical-record/**', (route) => route.abort('internetdisconnected'));
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(
    page.locator('#boot-view').getByRole('status').filter({ hasText: 'Sem conexão.' }),
  ).toHaveText('Sem conexão. Tentando novamente…');
  await expect(summary(page)).not.toContainText('Nenhum registro');
  expect(await firstStylesDifferences(page)).toEqual([]);
});

test('a malformed allergies answer is an error in the app too: summary and section', async ({
  page,
}) => {
  await page.route('**/api/medical-record/allergies?*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>ok' }),
  );
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(allergiesPart(page)).toContainText('Não foi possível carregar.');
  await expect(allergiesPart(page)).not.toContainText('Nenhum registro');
  const section = page.getByRole('region', { name: 'Alergias' });
  await expect(section).toContainText('Não foi possível carregar esta seção.');
});

test('a read that fails once with 503 shows its data without a click', async ({ page }) => {
  const tries = await failAllergies(page, unavailable);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(allergiesPart(page).locator('li').first()).toContainText('Dipirona', {
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Alergias' })).toContainText('Dipirona');
  expect(tries()).toBe(2);
});

test('without the app, the boot page tries a failed read again itself, as it says', async ({
  page,
}) => {
  await withoutApp(page);
  const tries = await failAllergies(page, unavailable);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(allergiesPart(page).locator('li').first()).toContainText('Dipirona');
  expect(tries()).toBe(2);
});

test('without the app, a read that keeps failing is tried as the client would, then said failed', async ({
  page,
}) => {
  await withoutApp(page);
  const tries = await failAllergies(page, unavailable, Infinity);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(allergiesPart(page)).toContainText('Tentando carregar novamente');
  await expect(allergiesPart(page)).toContainText('Não foi possível carregar.');
  await expect(allergiesPart(page)).not.toContainText('Tentando');
  // The first try and the client's two retries.
  expect(tries()).toBe(3);
});

test('without the app, reads no network answered are read again once it answers', async ({
  page,
}) => {
  await withoutApp(page);
  let reachable = false;
  await page.route('**/api/medical-record/**', (route) =>
    reachable ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto(viewUrl(DEMO_CARDS.full));
  const notice = page.locator('#boot-view').getByRole('status').filter({ hasText: 'Sem conexão.' });
  await expect(notice).toBeVisible();
  reachable = true;
  await expect(allergiesPart(page).locator('li').first()).toContainText('Dipirona');
  await expect(notice).toBeHidden();
});

test('a code typed in lower case with hyphens is read once each, upper case without hyphens', async ({
  page,
}) => {
  const reads = recordReads(page);
  await page.goto(viewUrl('abc-123-xyz'));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(summary(page).locator('[data-summary-field="name"]')).toHaveText(
    'Maria Helena Souza',
  );
  const codes = reads.map((request) => new URL(request.url()).searchParams.get('cardNumber'));
  // The boot script's reads, taken over by the app: none sent twice.
  expect(codes).toHaveLength(recordResourceNames.length);
  expect(new Set(codes)).toEqual(new Set([DEMO_CARDS.full]));
});

test('a code that is not nine letters or digits sends no request', async ({ page }) => {
  const reads = recordReads(page);
  await page.goto(viewUrl('ABC12'));
  await expect(page.getByRole('heading', { name: 'Prontuário não encontrado' })).toBeVisible();
  await expect(page.locator('#boot-view')).toHaveCount(0);
  expect(reads).toHaveLength(0);
});

test('the public page sends no token nor cookie, from any of its scripts, with someone signed in', async ({
  page,
}) => {
  // Signed in on this origin: the session cookie is there for any request that takes cookies.
  await page.context().addCookies([{ name: 'token', value: 'owner-token', url: origin }]);
  await noteReadsBeforeBoot(page);
  const reads = recordReads(page);
  // Allergies are answered with no data, so that the boot page and then the app each offer to send
  // one of their own.
  await page.route('**/api/medical-record/allergies?*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>ok' }),
  );
  // The app's code arrives only once the boot script has sent its own read.
  let arrive = () => {};
  const bootRetried = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(ENTRY, async (route) => {
    await bootRetried;
    await route.continue();
  });
  await page.goto(viewUrl(DEMO_CARDS.full), { waitUntil: 'commit' });
  const starters = everyRead(origin, DEMO_CARDS.full);
  await expect.poll(() => readsBeforeBoot(page)).toEqual(starters);
  await expect.poll(() => reads.length).toBe(starters.length);
  // The boot script's own read.
  await page
    .locator('#boot-view [data-summary-part="allergies"]')
    .getByRole('button', { name: /Tentar novamente/ })
    .click();
  await expect.poll(() => reads.length).toBeGreaterThan(starters.length);
  const bootSent = reads.length;
  arrive();
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  // The app's own read.
  const sentBefore = reads.length;
  await page
    .locator('#root [data-summary-part="allergies"]')
    .getByRole('button', { name: /Tentar novamente/ })
    .click();
  await expect.poll(() => reads.length).toBeGreaterThan(sentBefore);
  const bySender = {
    starter: reads.slice(0, starters.length),
    bootScript: reads.slice(starters.length, bootSent),
    app: reads.slice(sentBefore),
  };
  for (const [sender, sent] of Object.entries(bySender)) {
    expect(sent.length, sender).toBeGreaterThan(0);
    for (const read of sent) {
      expect(await read.headerValue('authorization'), `${sender}: ${read.url()}`).toBeNull();
      expect(await read.headerValue('cookie'), `${sender}: ${read.url()}`).toBeNull();
    }
  }
  // Nor any read in between (those the app sent on taking over).
  for (const read of reads) {
    expect(await read.headerValue('authorization'), read.url()).toBeNull();
    expect(await read.headerValue('cookie'), read.url()).toBeNull();
  }
});

test('every read leaves before the boot script runs, once', async ({ page }) => {
  await noteReadsBeforeBoot(page);
  const reads = recordReads(page);
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  expect(await readsBeforeBoot(page)).toEqual(everyRead(origin, DEMO_CARDS.full));
  // The boot script and the app took the starter's reads over: none was sent twice.
  expect(reads.map((request) => request.url()).sort()).toEqual(
    everyRead(origin, DEMO_CARDS.full).sort(),
  );
});

test('a read that the boot page retries is sent anew, not taken from the read starter', async ({
  page,
}) => {
  await withoutApp(page);
  const tries = await failAllergies(page, {
    status: 200,
    contentType: 'text/html',
    body: '<!doctype html><p>ok',
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  await allergiesPart(page)
    .getByRole('button', { name: /Tentar novamente/ })
    .click();
  await expect(allergiesPart(page).locator('li').first()).toContainText('Dipirona');
  expect(tries()).toBe(2);
});

test('a reader who scrolled the boot page keeps the scroll when the app takes over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  // The app's code arrives only once the reader has scrolled.
  let arrive = () => {};
  const scrolled = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(ENTRY, async (route) => {
    await scrolled;
    await route.continue();
  });
  await page.goto(viewUrl(DEMO_CARDS.full), { waitUntil: 'commit' });
  await expect(page.locator('#boot-view [data-summary-field="name"]')).toBeVisible();
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  arrive();
  await expect(page.locator('#boot-view')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('a record opened later in the app shows its summary part by part, as on a first load', async ({
  page,
}) => {
  // The second record's medicines never answer; the first record's boot page showed every part.
  await page.route(`**/api/medical-record/medicines?cardNumber=${DEMO_CARDS.partial}`, () => {});
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Início' }).click();
  const search = page.getByRole('textbox', { name: 'Buscar prontuário' });
  await search.fill(DEMO_CARDS.partial);
  await search.press('Enter');
  await page.waitForURL(`**/prontuario-do-usuario/${DEMO_CARDS.partial}`);
  const medicines = summary(page).locator('[data-summary-part="medicines"]');
  await expect(medicines).toContainText('Carregando medicamentos...');
  await expect(summary(page).locator('[data-summary-field="name"]')).toBeVisible();
});

/** The boot script of the page a server sends for `url`: its last inline script. */
async function inlineScript(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? '';
}

test("only the record view's document carries the summary's painter and words", async ({
  page,
  baseURL,
}) => {
  // The production build's server and the demo build's (vite preview) pick the same documents.
  for (const site of [origin, baseURL ?? '']) {
    const home = await inlineScript(page, `${site}/`);
    const view = await inlineScript(page, `${site}/prontuario-do-usuario/abc-123-xyz`);
    // The frame's words are in both; the summary's heading only in the record view's.
    for (const script of [home, view]) expect(script).toContain('Digital Health Record');
    expect(view, site).toContain('Resumo de emergência');
    expect(home, site).not.toContain('Resumo de emergência');
    expect(home.length, site).toBeLessThan(view.length / 4);
  }
});
