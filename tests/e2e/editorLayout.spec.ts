import { expect, test, type Page } from '@playwright/test';
import { DEMO_CARDS, loginAsDemo, nothingLoading } from './support';

/** A field's box that reaches past its card, or the page itself scrolling sideways. */
interface Spill {
  where: string;
  field: string;
  by: number;
}

/**
 * Every field, select and button of the editor's sections against its card: the item's fieldset
 * in a list section, the section itself otherwise. Half a pixel is rounding.
 */
function spills(page: Page): Promise<Spill[]> {
  return page.evaluate(() => {
    const found: { where: string; field: string; by: number }[] = [];
    const fields = 'input:not([type="radio"]):not([type="file"]), select, textarea, button, label';
    for (const section of document.querySelectorAll<HTMLElement>('main section[id]')) {
      for (const control of section.querySelectorAll<HTMLElement>(fields)) {
        if (control.getClientRects().length === 0) continue;
        const card = control.closest('fieldset:not([role="radiogroup"])') ?? section;
        const style = getComputedStyle(card);
        const cardBox = card.getBoundingClientRect();
        const inner = {
          left: cardBox.left + parseFloat(style.borderLeftWidth),
          right: cardBox.right - parseFloat(style.borderRightWidth),
        };
        const box = control.getBoundingClientRect();
        const by = Math.max(box.right - inner.right, inner.left - box.left);
        if (by > 0.5) {
          const name =
            control.getAttribute('name') ?? control.textContent?.trim().slice(0, 40) ?? '';
          found.push({
            where: `${section.id} / ${card.querySelector('legend')?.textContent ?? 'card'}`,
            field: `${control.tagName.toLowerCase()} ${name}`,
            by: Math.round(by),
          });
        }
      }
    }
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) {
      found.push({ where: 'page', field: 'scrollWidth', by: page.scrollWidth - page.clientWidth });
    }
    return found;
  });
}

test.beforeEach(async ({ page }) => {
  await loginAsDemo(page);
});

for (const lng of ['pt', 'de'] as const) {
  for (const width of [320, 390]) {
    test(`at ${width} px in ${lng} every field stays inside its card and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/meu-prontuario/${DEMO_CARDS.full}?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng === 'pt' ? 'pt-BR' : lng);
      await expect(page.locator('main h1')).toBeVisible();
      await nothingLoading(page);
      // Every list section of the full record holds items, so each kind of card is measured.
      await expect(page.locator('main section[id] fieldset legend').first()).toBeVisible();
      expect(await spills(page)).toEqual([]);
    });
  }
}
