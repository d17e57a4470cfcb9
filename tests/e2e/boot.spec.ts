// The boot script on the production build (an API over HTTP): the emergency summary before the
// app, the app taking the reads over, and never a failed read shown as "nothing recorded".
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { recordResourceNames } from '../../src/record';
import { DEMO_CARDS, firstStylesDifferences, watchConsole } from './support';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const viewUrl = (code: string, query = '') => `${origin}/prontuario-do-usuario/${code}${query}`;
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

test("in another language than Portuguese, a loading frame until the summary's words come", async ({
  page,
}) => {
  await withoutApp(page);
  // The summary's words in English come from the app's word files, held here until released.
  const held: Route[] = [];
  await page.route(/\/assets\/(common|recordView|record)-[\w-]+\.js$/, (route) => {
    held.push(route);
  });
  await page.goto(viewUrl(DEMO_CARDS.full, '?lng=en'));
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.locator('#boot-view')).toHaveCount(0);
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(3);
  await page.unroute(/\/assets\/(common|recordView|record)-[\w-]+\.js$/);
  for (const route of held.splice(0)) await route.continue();
  await expect(summary(page).getByRole('heading', { name: 'Emergency summary' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("without the app's word files, the summary is painted in Portuguese rather than not at all", async ({
  page,
}) => {
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

test("the app shows the reads it took over without loading the client's network code", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; hasAxios: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // axios's text for a refused call: in the client's network code, and only there.
    const hasAxios = (text: string) => text.includes('Request failed with status code');
    scripts.push(
      response.text().then((text) => ({ url: response.url(), hasAxios: hasAxios(text) })),
    );
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
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
  let tries = 0;
  await page.route('**/api/medical-record/allergies?*', (route) => {
    tries += 1;
    return tries === 1
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
      : route.continue();
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(allergiesPart(page).locator('li').first()).toContainText('Dipirona', {
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Alergias' })).toContainText('Dipirona');
  expect(tries).toBe(2);
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

test('the public page sends no token, even with someone signed in on the phone', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'token', value: 'owner-token', url: origin }]);
  // Without the server's preloads, each read is the page's own request.
  await page.route(viewUrl(DEMO_CARDS.full), async (route) => {
    const answer = await route.fetch();
    const headers = answer.headers();
    delete headers.link;
    await route.fulfill({ response: answer, headers });
  });
  const reads = recordReads(page);
  // Allergies fail for good, so that the last read is the app's own, sent by the retry button.
  await page.route('**/api/medical-record/allergies?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  const sentBefore = reads.length;
  await allergiesPart(page)
    .getByRole('button', { name: /Tentar novamente/ })
    .click();
  await expect.poll(() => reads.length).toBeGreaterThan(sentBefore);
  expect(reads.length).toBeGreaterThan(recordResourceNames.length);
  for (const read of reads) expect(await read.headerValue('authorization')).toBeNull();
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

/** The one inline script of the page a server sends for `url`. */
async function inlineScript(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  return /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
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
