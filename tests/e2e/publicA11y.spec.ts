import { expect, test, type Page } from '@playwright/test';
import { axeViolations, languages, waitForApp } from './support';

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

for (const width of [360, 700]) {
  test(`no language overflows a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const lng of languages) {
      for (const path of ['/', '/sobre-nos']) {
        await page.goto(`${path}?lng=${lng}`);
        await settle(page);
        // Text that runs past the screen's edge (decorations may overflow their clipped boxes).
        const wide = await page.evaluate(() => {
          const walker = document.createTreeWalker(
            document.querySelector('main') ?? document.body,
            NodeFilter.SHOW_TEXT,
          );
          const found: string[] = [];
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || node.parentElement?.closest('.swiper')) continue;
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            if (box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)) {
              found.push(node.textContent.trim().slice(0, 40));
            }
          }
          return found;
        });
        expect(wide, `${path} in ${lng}`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      }
    }
  });
}
