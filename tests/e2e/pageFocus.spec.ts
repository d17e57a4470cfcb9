import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support';

/** The focused element, as "tag: text". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}: ${active.textContent?.trim() ?? ''}` : '';
  });
}

test('after a click on a header or footer link, the new page heading has the focus and the title changes', async ({
  page,
}) => {
  await page.goto('/sobre-nos');
  await waitForApp(page);
  // The first load leaves the focus alone.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const aboutTitle = await page.title();

  await page.getByRole('banner').getByRole('link', { name: 'Planos' }).click();
  await page.waitForURL('**/planos');
  await expect(page.locator('main h1')).toBeFocused();
  expect(await focused(page)).toBe('h1: Planos');
  await expect(page).toHaveTitle('Planos | Prontuário Digital');
  expect(aboutTitle).not.toBe('Planos | Prontuário Digital');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Início' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle(/^Início \| /);
});

test('after a link followed by keyboard, the heading has the focus without a focus ring', async ({
  page,
}) => {
  await page.goto('/planos');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Início' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  const heading = page.locator('main h1');
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'none');
  // A later Tab goes on from the heading, into the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
