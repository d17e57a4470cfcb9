import { expect, test, type Page } from '@playwright/test';
import { appRoutes, loginAsDemo, networkSettled } from './support';

/**
 * The links, buttons and fields whose box meets the badge's box, with the page scrolled from top
 * to bottom half a screen at a time: a badge laid over the page would meet different ones at
 * each position.
 */
function coveredByBadge(page: Page): Promise<string[]> {
  return page.getByRole('button', { name: 'Demonstração' }).evaluate((badge) => {
    const interactive = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => el !== badge && el.checkVisibility());
    const covered = new Set<string>();
    const root = document.documentElement;
    for (let y = 0; y <= root.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const b = badge.getBoundingClientRect();
      for (const el of interactive) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
          covered.add(`${el.tagName.toLowerCase()} "${name || el.getAttribute('name')}"`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px the demo badge covers nothing on any route, and opens its dialog`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 700 });
    await loginAsDemo(page);
    for (const route of appRoutes) {
      await page.goto(route.path);
      // The app's own page (the record view first shows the boot script's stand-in), all read.
      await expect(page.locator('#root main h1').first()).toBeVisible();
      await networkSettled(page);
      expect(await coveredByBadge(page), `covered on ${route.path}`).toEqual([]);

      const badge = page.getByRole('button', { name: 'Demonstração' });
      // A click lands only on an element nothing else lies over.
      await badge.click();
      const dialog = page.getByRole('dialog', { name: 'Modo de demonstração' });
      await expect(
        dialog.getByRole('button', { name: 'Restaurar dados de exemplo' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
}
