// The record view opens at its top, the emergency summary on screen, whatever scroll the tab had:
// reached from a page scrolled far down, or reloaded after the reader scrolled it.
import { expect, test, type Page } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { DEMO_CARDS } from './support';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls far down as a reader does, with the mouse wheel. */
async function scrollFarDown(page: Page): Promise<void> {
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
}

/** The app's record view has loaded (the boot page, before it, says so too). */
async function recordLoaded(page: Page): Promise<void> {
  await expect(page.locator('#root').getByText('Prontuário carregado.')).toBeAttached();
}

test('a search from the home page scrolled far down opens the record at its top', async ({
  page,
}) => {
  await page.goto('/');
  const code = page.getByRole('textbox', { name: 'Buscar prontuário' });
  await code.fill(DEMO_CARDS.full);
  await scrollFarDown(page);
  await code.press('Enter');
  await page.waitForURL(`**/prontuario-do-usuario/${DEMO_CARDS.full}`);
  await recordLoaded(page);
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { name: 'Resumo de emergência' })).toBeInViewport();
});

const origins = {
  'the demo build': '',
  'the production build, its boot page first': `http://127.0.0.1:${API_BUILD_PORT}`,
};

for (const [build, origin] of Object.entries(origins)) {
  test(`in ${build}, a record scrolled far down, reloaded or opened again, opens at its top`, async ({
    page,
  }) => {
    const address = `${origin}/prontuario-do-usuario/${DEMO_CARDS.full}`;
    await page.goto(address);
    await recordLoaded(page);
    for (const openAgain of [() => page.reload(), () => page.goto(address)]) {
      await scrollFarDown(page);
      await openAgain();
      await recordLoaded(page);
      expect(await scrollY(page)).toBe(0);
      await expect(page.getByRole('heading', { name: 'Resumo de emergência' })).toBeInViewport();
    }
  });
}
