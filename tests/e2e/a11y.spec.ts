import { expect, test } from '@playwright/test';
import { appRoutes, axeViolations, DEMO_CARDS, loginAsDemo, waitForApp } from './support';

const widths = [390, 1280];

/**
 * The record's two pages, the longest axe runs of the suite: scanned at these widths, with the
 * same tags and every section read, by recordView.spec.ts and recordEditor.spec.ts.
 */
const scannedWithTheRecord = new Set([
  `/prontuario-do-usuario/${DEMO_CARDS.full}`,
  `/meu-prontuario/${DEMO_CARDS.full}`,
]);

for (const width of widths) {
  test(`axe finds no violation on any route at ${width} px`, async ({ page }) => {
    // Eleven routes, each with an axe run: more than one test's usual time on a busy machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await loginAsDemo(page);
    for (const route of appRoutes.filter((r) => !scannedWithTheRecord.has(r.path))) {
      await page.goto(route.path);
      await waitForApp(page);
      const found = await axeViolations(page, `${route.path}: `);
      expect(found, found.join('\n')).toEqual([]);
    }
  });
}
