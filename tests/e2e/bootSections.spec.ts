// The boot script paints every section of the record below the summary, before the app's code
// has arrived, with the app's markup; the app takes the page over with no visible change.
import { expect, test, type Page, type Route } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { DEMO_CARDS, firstStylesDifferences, languages } from './support';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const viewUrl = (cardCode: string, query = '') =>
  `${origin}/prontuario-do-usuario/${cardCode}${query}`;
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

const bootPage = (page: Page) => page.locator('#boot-view');
const bootSections = (page: Page) => bootPage(page).locator('section[aria-labelledby^="secao-"]');
const bootLoaded = (page: Page) => bootPage(page).locator('[data-record-loaded="true"]');

/** What each language says of the sections' places: the list's title, two sections, the status. */
const said: Record<
  string,
  { contents: string; allergies: string; vaccines: string; loaded: string }
> = {
  pt: {
    contents: 'Neste prontuário',
    allergies: 'Alergias',
    vaccines: 'Vacinas',
    loaded: 'Prontuário carregado.',
  },
  en: {
    contents: 'In this record',
    allergies: 'Allergies',
    vaccines: 'Vaccines',
    loaded: 'Medical record loaded.',
  },
  es: {
    contents: 'En esta historia clínica',
    allergies: 'Alergias',
    vaccines: 'Vacunas',
    loaded: 'Historia clínica cargada.',
  },
  de: {
    contents: 'In dieser Patientenakte',
    allergies: 'Allergien',
    vaccines: 'Impfungen',
    loaded: 'Patientenakte geladen.',
  },
  fr: {
    contents: 'Dans ce dossier',
    allergies: 'Allergies',
    vaccines: 'Vaccins',
    loaded: 'Dossier médical chargé.',
  },
};

/** Holds the app's entry script until released: until then, the page is the boot script's. */
async function holdApp(page: Page) {
  const held: Route[] = [];
  await page.route(ENTRY, (route) => {
    held.push(route);
  });
  return async () => {
    await expect.poll(() => held.length).toBe(1);
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(ENTRY);
  };
}

for (const language of languages) {
  test(`every section shows before the app's code has arrived (${language})`, async ({ page }) => {
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(viewUrl(DEMO_CARDS.full, `?lng=${language}`));
    await expect(bootLoaded(page)).toBeVisible();
    const words = said[language];
    const contents = bootPage(page).getByRole('navigation', { name: words.contents });
    for (const title of [words.allergies, words.vaccines]) {
      await expect(
        bootSections(page).getByRole('heading', { level: 2, name: title }),
      ).toBeVisible();
      await expect(contents.getByRole('link', { name: title })).toBeVisible();
    }
    await expect(
      bootPage(page).getByRole('status').filter({ hasText: words.loaded }),
    ).toBeAttached();
    await expect(bootSections(page).getByText('Dipirona').first()).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
  });
}

test("the record view's first styles paint the sections as the app's stylesheet does", async ({
  page,
}) => {
  await page.route(ENTRY, (route) => route.abort());
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(bootLoaded(page)).toBeVisible();
  expect(await firstStylesDifferences(page)).toEqual([]);
});

test("once the app takes the page over, the app's whole stylesheet applies to it", async ({
  page,
}) => {
  // The footer is the app's alone: only the app's stylesheet paints it.
  const footerLook = () =>
    page.locator('footer').evaluate((footer) => {
      const style = getComputedStyle(footer);
      return [style.backgroundColor, style.color, style.display];
    });
  await page.goto(`${origin}/`);
  const onHome = await footerLook();
  expect(onHome[0]).not.toBe('rgba(0, 0, 0, 0)');
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(bootPage(page)).toHaveCount(0);
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  expect(await footerLook()).toEqual(onHome);
});

test('a section whose read failed says so on the boot page, and its retry reads it again', async ({
  page,
}) => {
  await page.route(ENTRY, (route) => route.abort());
  let tries = 0;
  await page.route('**/api/medical-record/vaccines?*', (route) => {
    tries += 1;
    return tries === 1
      ? route.fulfill({ status: 400, contentType: 'application/json', body: '{}' })
      : route.continue();
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  const vaccines = bootSections(page).filter({
    has: page.getByRole('heading', { level: 2, name: 'Vacinas' }),
  });
  await expect(vaccines).toContainText('Não foi possível carregar esta seção.');
  // Loaded, but not whole: never "loaded" beside a failure.
  await expect(bootPage(page).locator('[data-record-loaded="true"]')).toBeAttached();
  await expect(
    bootPage(page)
      .getByRole('status')
      .filter({ hasText: /em parte/ }),
  ).toBeAttached();
  await vaccines.getByRole('button', { name: 'Tentar novamente (Vacinas)' }).click();
  await expect(vaccines.getByRole('listitem').first()).toBeVisible();
  await expect(vaccines).not.toContainText('Não foi possível');
  expect(tries).toBe(2);
});

test("the app takes the boot page's sections over with the same markup, and the focus", async ({
  page,
}) => {
  const releaseApp = await holdApp(page);
  // Not until "load": that waits for the entry script held here.
  await page.goto(viewUrl(DEMO_CARDS.full), { waitUntil: 'commit' });
  await expect(bootLoaded(page)).toBeVisible();
  const places = (root: string) =>
    page
      .locator(`${root} [data-record-loaded="true"]`)
      .evaluate((record) => [...record.children].slice(-2).map((place) => place.outerHTML));
  const painted = await places('#boot-view');
  expect(painted.join('')).toContain('<section');
  // The reader jumps to a section on the boot page: its heading takes the focus.
  await bootPage(page).getByRole('navigation').getByRole('link', { name: 'Vacinas' }).click();
  await expect(bootPage(page).locator('#secao-vaccines')).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  await releaseApp();
  await expect(bootPage(page)).toHaveCount(0);
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  expect(await places('#root')).toEqual(painted);
  await expect(page.locator('#root #secao-vaccines')).toBeFocused();
});

test('the app starts once the boot page shows every section: its code does not hold them up', async ({
  page,
}) => {
  // When the boot page lets the app start (`__bootView.ready`), how many sections it shows.
  await page.addInitScript(() => {
    let view: typeof window.__bootView;
    Object.defineProperty(window, '__bootView', {
      configurable: true,
      get: () => view,
      set(next: typeof window.__bootView) {
        view = next;
        void next?.ready.then(() => {
          const probe = window as unknown as { sectionsAtAppStart: number };
          probe.sectionsAtAppStart = document.querySelectorAll(
            '#boot-view section[aria-labelledby^="secao-"]',
          ).length;
        });
      },
    });
  });
  await page.goto(viewUrl(DEMO_CARDS.full));
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  const painted = await page.evaluate(
    () => (window as unknown as { sectionsAtAppStart?: number }).sectionsAtAppStart,
  );
  const shown = await page.locator('#root section[aria-labelledby^="secao-"]').count();
  expect(shown).toBeGreaterThan(0);
  expect(painted).toBe(shown);
});

test("the boot page lays out only the sections near the screen; the app keeps the reader's view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  const releaseApp = await holdApp(page);
  await page.goto(viewUrl(DEMO_CARDS.full), { waitUntil: 'commit' });
  await expect(bootLoaded(page)).toBeVisible();
  /** Whether each of the page's sections has its contents laid out (not skipped off screen). */
  const laidOut = (root: string) =>
    page
      .locator(`${root} section[aria-labelledby]`)
      .evaluateAll((sections) =>
        sections.map(
          (section) =>
            section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        ),
      );
  const onBootPage = await laidOut('#boot-view');
  expect(onBootPage[0]).toBe(true);
  expect(onBootPage.at(-1)).toBe(false);
  // The reader jumps far down at once: the sections passed over were never laid out.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight * 0.6);
    // Two frames: the sections the screen now reaches are laid out, the view anchored.
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  /** The first section reaching below the screen's top, and where it starts on screen. */
  const atTop = () =>
    page.evaluate(() => {
      const sections = document.querySelectorAll('section[aria-labelledby]');
      for (const section of sections) {
        const { top, bottom } = section.getBoundingClientRect();
        if (bottom > 0) return { label: section.getAttribute('aria-labelledby'), top };
      }
      return null;
    });
  const before = await atTop();
  expect(before?.label).toMatch(/^secao-/);
  await releaseApp();
  await expect(bootPage(page)).toHaveCount(0);
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  const after = await atTop();
  expect(after?.label).toBe(before?.label);
  expect(Math.abs((after?.top ?? Infinity) - (before?.top ?? 0))).toBeLessThan(1);
  // The app's page lays out every section.
  expect(new Set(await laidOut('#root'))).toEqual(new Set([true]));
});
