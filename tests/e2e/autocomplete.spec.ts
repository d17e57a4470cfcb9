import { expect, test, type Page } from '@playwright/test';
import { DEMO_CARDS, nothingLoading, openAsDemo } from './support';

// Nothing typed into a health or identity field is offered back by the browser to the next person
// at a shared computer: every such field says autocomplete="off", and the others (a name, an
// e-mail, a password, a card) the token of what they are.
const namedTokens = new Set([
  'off',
  'name',
  'email',
  'username',
  'current-password',
  'new-password',
  'one-time-code',
  'cc-number',
  'cc-name',
  'cc-exp',
  'cc-csc',
]);

/** Each text-like field of the page that is left to the browser's memory, by its label. */
function remembered(page: Page): Promise<string[]> {
  return page.evaluate((tokens) => {
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
    ).filter(
      (field) =>
        !(field instanceof HTMLInputElement) ||
        !['hidden', 'radio', 'checkbox', 'file', 'submit', 'button'].includes(field.type),
    );
    return fields
      .filter((field) => field instanceof HTMLSelectElement || !field.readOnly)
      .filter((field) => !tokens.includes(field.getAttribute('autocomplete') ?? ''))
      .map(
        (field) =>
          `${field.labels?.[0]?.textContent?.trim() ?? field.name} (${field.getAttribute('autocomplete') ?? 'none'})`,
      );
  }, Array.from(namedTokens));
}

test('the full record editor and the profile leave nothing to the browser’s memory', async ({
  page,
}) => {
  await openAsDemo(page, `/meu-prontuario/${DEMO_CARDS.full}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Prontuário' })).toBeVisible();
  // Each section is read and shown as it comes into view.
  const sections = page.locator('main section[id]');
  for (let index = 0; index < (await sections.count()); index += 1) {
    await sections.nth(index).scrollIntoViewIfNeeded();
  }
  await nothingLoading(page);
  // Every section's fields are there: the full card fills them all.
  await expect
    .poll(() => page.locator('input:not([type=radio]), select, textarea').count())
    .toBeGreaterThan(100);
  expect(await remembered(page)).toEqual([]);

  await page.goto('/meu-perfil');
  await expect(page.getByLabel('CPF')).toHaveValue(/\d/);
  expect(await remembered(page)).toEqual([]);
});

test('the checkout’s first step leaves nothing to the browser’s memory', async ({ page }) => {
  await page.goto('/planos');
  await page.getByRole('link', { name: 'Escolher plano: Plano Individual', exact: true }).click();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  expect(await remembered(page)).toEqual([]);
});
