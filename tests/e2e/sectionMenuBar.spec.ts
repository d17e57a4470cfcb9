// On phones the record editor's section menu stays in a bar at the top of the page. It must never
// cover what the user is reading or typing into: a section chosen from the menu opens with its
// title and its "Pública" badge below the bar, and a field reached with Tab (backwards too, where
// the page scrolls up under the bar) is shown whole below it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CARDS, loginAsDemo, nothingLoading } from './support';

test.use({ reducedMotion: 'reduce' });

const bar = (page: Page) => page.locator('[data-section-menu-bar]');

/** How far `target` reaches up under the bar, in px (0 when wholly below it). */
async function underBar(page: Page, target: Locator): Promise<number> {
  const barBox = await bar(page).boundingBox();
  const box = await target.boundingBox();
  if (!barBox || !box) throw new Error('the bar or the target is not on screen');
  return Math.max(0, Math.round(barBox.y + barBox.height - box.y));
}

async function openEditor(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await loginAsDemo(page);
  await page.goto(`/meu-prontuario/${DEMO_CARDS.full}`);
  await expect(page.locator('main h1')).toBeVisible();
  await nothingLoading(page);
  await expect(bar(page)).toBeVisible();
}

test('a section chosen from the menu opens below the bar', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page, 390);
  const menu = bar(page).getByRole('button');
  await menu.click();
  const names = await page.getByRole('dialog').getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThan(10);
  await page.keyboard.press('Escape');

  for (const name of names) {
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
    const section = page.locator('main section[id]').filter({
      has: page.getByRole('heading', { level: 2, name, exact: true }),
    });
    const heading = section.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeFocused();
    expect(await underBar(page, heading), name).toBe(0);
    const badge = section.getByText('Pública', { exact: true }).first();
    if (await badge.count()) expect(await underBar(page, badge), `${name}: badge`).toBe(0);
  }
});

for (const width of [320, 390]) {
  test(`at ${width} px a field reached with Shift+Tab is not hidden under the bar`, async ({
    page,
  }) => {
    await openEditor(page, width);
    await page
      .locator('main section[id]')
      .last()
      .locator('input, select, textarea, button:not([disabled]), a[href]')
      .last()
      .focus();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        const barBox = document.querySelector('[data-section-menu-bar]')?.getBoundingClientRect();
        if (!element || element === document.body || !barBox) return null;
        const inBar = Boolean(element.closest('[data-section-menu-bar]'));
        const name = element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40);
        return { name, inBar, under: barBox.bottom - element.getBoundingClientRect().top };
      });
      expect(focused, `step ${step}`).not.toBeNull();
      if (!focused || focused.inBar) continue;
      expect(Math.max(0, Math.round(focused.under)), `step ${step}: ${focused.name}`).toBe(0);
    }
  });
}
