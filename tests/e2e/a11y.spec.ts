import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { appRoutes, loginAsDemo, waitForApp } from './support';

const widths = [390, 1280];

for (const width of widths) {
  test(`axe finds no violation on any route at ${width} px`, async ({ page }) => {
    // Thirteen routes, each with an axe run: more than one test's usual time on a busy machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await loginAsDemo(page);
    for (const route of appRoutes) {
      await page.goto(route.path);
      await waitForApp(page);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const found = result.violations.map(
        (v) => `${route.path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(found, found.join('\n')).toEqual([]);
    }
  });
}
