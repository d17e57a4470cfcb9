import { expect, test, type Page } from '@playwright/test';
import { axeViolations, waitForApp } from './support';

const pages = [
  { path: '/termos-de-uso', title: 'Termos de Uso' },
  { path: '/privacidade', title: 'Aviso de Privacidade' },
];

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the footer links open the Terms of Use and the Privacy Notice', async ({ page }) => {
  await page.goto('/planos');
  await waitForApp(page);
  for (const { path, title } of pages) {
    await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Prontuário Digital`);
  }
});

test('the contents list jumps to a section', async ({ page }) => {
  await page.goto('/privacidade');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Nesta página' })
    .getByRole('link', { name: 'Os seus direitos' })
    .click();
  await page.waitForURL('**/privacidade#rights');
  await expect(page.getByRole('heading', { level: 2, name: 'Os seus direitos' })).toBeInViewport();
});

for (const width of [390, 1280]) {
  test(`axe finds no violation on the legal pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of pages) {
      await page.goto(path);
      await waitForApp(page);
      const found = await axeViolations(page, `${path}: `, [
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'wcag22aa',
        'best-practice',
      ]);
      expect(found, found.join('\n')).toEqual([]);
    }
  });
}

test('the legal pages do not scroll sideways at 320 px, in any language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const lng of ['pt', 'en', 'es', 'de', 'fr']) {
    for (const { path } of pages) {
      await page.goto(`${path}?lng=${lng}`);
      await waitForApp(page);
      expect(await sidewaysScroll(page), `${path} in ${lng}`).toBeLessThanOrEqual(0);
    }
  }
});
