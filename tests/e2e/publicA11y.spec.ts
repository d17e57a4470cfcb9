import { expect, test, type Page } from '@playwright/test';
import { axeViolations, textPastTheEdge, waitForApp } from './support';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function settle(page: Page) {
  await waitForApp(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

async function expectNoViolation(page: Page, where: string) {
  const found = await axeViolations(page, `${where}: `, tags);
  expect(found, found.join('\n')).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`axe finds no violation on the public pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/');
    await settle(page);
    await expectNoViolation(page, 'home');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByText('O código deve conter exatamente 9 caracteres.')).toBeVisible();
    await expectNoViolation(page, 'home with the search message');

    await page.goto('/sobre-nos');
    await settle(page);
    await expectNoViolation(page, 'about');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Informe o seu nome.')).toBeVisible();
    await expectNoViolation(page, 'about with the form errors');
  });
}

for (const width of [360, 1440]) {
  test(`the public pages fit ${width} px without sideways scrolling or layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Shifts of the page's own content only. The footer jumps once when a page's chunk replaces
    // the loading spinner on first load: that is the shell's, and is reported separately.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const inPage = entry.sources.some(
            (s) => s.node && document.querySelector('main')?.contains(s.node),
          );
          if (inPage) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __shifts: shifts });
    });
    for (const path of ['/', '/sobre-nos']) {
      await page.goto(path);
      await settle(page);
      // Every image reserves its room before it arrives.
      const unsized = await page
        .locator('main img')
        .evaluateAll((images) =>
          images
            .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
            .map((img) => img.outerHTML),
        );
      expect(unsized, `${path} has images without width and height`).toEqual([]);
      for (let y = 0; y < 8000; y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(40);
      }
      await page.waitForTimeout(300);
      const { overflow, shift } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        shift: (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
      }));
      expect(overflow, `${path} overflows sideways`).toBeLessThanOrEqual(0);
      expect(shift, `${path} layout shift`).toBeLessThan(0.01);
    }
  });
}

// The other languages are checked at 320, 360, 390 and 700 px by the route walks (routeWalks.spec.ts).
for (const width of [360, 700]) {
  test(`no Portuguese text runs past a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/sobre-nos']) {
      await page.goto(path);
      await waitForApp(page);
      expect(await textPastTheEdge(page), path).toEqual([]);
    }
  });
}
