import { expect, test, type Page } from '@playwright/test';
import { DEMO_CARDS, waitForApp } from './support';

/** The language control, whatever its kind: a closed list or a button that opens one. */
function languageControl(page: Page) {
  return page
    .getByRole('combobox', { name: 'Idioma' })
    .or(page.getByRole('button', { name: /^(Idioma|Language)\b/ }))
    .first();
}

test('arrow keys never change the language; choosing one does, by keyboard and by mouse', async ({
  page,
}) => {
  await page.goto('/planos');
  await waitForApp(page);
  const control = languageControl(page);
  await control.focus();
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: 'Planos' })).toBeVisible();

  // Open the list, move through it with Tab and arrows: still nothing changes.
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Idioma' });
  for (const [name, lang] of [
    ['Português', 'pt'],
    ['English', 'en'],
    ['Español', 'es'],
    ['Deutsch', 'de'],
    ['Français', 'fr'],
  ]) {
    await expect(list.getByRole('button', { name, exact: true })).toHaveAttribute('lang', lang);
  }
  await expect(list.getByRole('button', { name: 'Português' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(list).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();

  // Escape closes the list without a choice, back on its button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Language' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Tarife' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

for (const width of [320, 390, 1280]) {
  test(`at ${width} px the record view shows the language choice without opening the menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
    await expect(page.locator('#root main h1')).toHaveText('Prontuário Médico');
    const control = languageControl(page);
    await expect(control).toBeVisible();
    await expect(control).toBeInViewport();
    await control.click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('#root main h1')).toHaveText('Medical record');
    // The header's bar still fits the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
