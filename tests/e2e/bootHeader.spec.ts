// The record page's header is whole from the first paint: the boot script paints the app's own
// header (the brand, the links, the language choice, the account's link and the phone menu), in
// the same places, and its lists already work before the app has loaded. When the app takes
// over, nothing in the header moves or changes its name.
import { expect, test, type Page } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { DEMO_CARDS } from './support';
import { axeAtWidths, checkedWidths } from './support/axeAtWidths';
import { withoutDocumentWords } from './support/documentWords';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const viewUrl = (query = '') => `${origin}/prontuario-do-usuario/${DEMO_CARDS.full}${query}`;
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Each visible control of the header: its accessible name and its box, rounded. */
function headerControls(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button, summary')]
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.textContent?.replace(/\s+/g, ' ').replace(' ▾', '').trim();
        return `${name} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}

const toggle = (page: Page, name: string) =>
  page.locator('header summary:visible').filter({ hasText: name });

for (const width of checkedWidths) {
  test(`at ${width} px the boot page's header is the app's, in the same places`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(viewUrl());
    await expect(page.locator('#boot-view')).toBeVisible();
    const painted = await headerControls(page);
    expect(painted.join('\n')).toContain('Idioma: Português');
    if (width < 768) expect(painted.join('\n')).toContain('Menu');
    else expect(painted.join('\n')).toContain('Fazer Login');

    await page.unroute(ENTRY);
    await page.reload();
    await expect(page.locator('#root header')).toBeVisible();
    await expect(page.locator('#boot-view')).toHaveCount(0);
    expect(await headerControls(page)).toEqual(painted);
  });
}

test('before the app has loaded, the language list opens and a language opens the page in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.route(ENTRY, (route) => route.abort());
  // A card's copy in the fragment stays with the page in the other language.
  await page.goto(viewUrl('#c=1'));
  await expect(page.locator('#boot-view')).toBeVisible();
  // Native disclosures (<summary>, a button to screen readers), which work without script.
  await toggle(page, 'Idioma: Português').click();
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toBeVisible();
  expect(await axeAtWidths(page, 'boot header, languages open')).toEqual([]);
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).searchParams.get('lng')).toBe('en');
  expect(new URL(page.url()).hash).toBe('#c=1');
  await expect(toggle(page, 'Language: English')).toBeVisible();

  await toggle(page, 'Menu').click();
  await expect(page.getByRole('link', { name: 'Plans' })).toBeVisible();
  expect(await axeAtWidths(page, 'boot header, menu open', [320, 390])).toEqual([]);
});

test("a list opened before the page's words arrive stays open, and focused, when they do", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.route(ENTRY, (route) => route.abort());
  // The words from the app's word files, held until the list is open.
  await withoutDocumentWords(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/recordView-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(viewUrl('?lng=en'));
  const menu = toggle(page, 'Menu');
  await menu.click();
  await expect(page.getByRole('link', { name: 'Plans' })).toBeVisible();

  release();
  await expect(page.locator('#boot-view h1')).toHaveText('Medical record');
  await expect(page.getByRole('link', { name: 'Plans' })).toBeVisible();
  await expect(menu).toBeFocused();
});
