// Axe on a new state at the phone, small phone and desktop widths the product is checked at.
import type { Page } from '@playwright/test';
import { axeViolations } from './index';

export const checkedWidths = [320, 390, 1280];

/** What axe finds at each width, one line per violation, the width named. */
export async function axeAtWidths(
  page: Page,
  screen: string,
  widths = checkedWidths,
): Promise<string[]> {
  const found: string[] = [];
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await axeViolations(page, `${screen} @${width}: `)));
  }
  if (before) await page.setViewportSize(before);
  return found;
}
