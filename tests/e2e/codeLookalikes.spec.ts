import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeAtWidths } from './support/axeAtWidths';

async function search(page: Page, typed: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Buscar prontuário' }).fill(typed);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prontuário não encontrado' }),
  ).toBeVisible();
}

/** Where a slashed zero's slash runs, in ems of its font, above the baseline. */
function slashOf(zero: Locator) {
  return zero.evaluate((element) => {
    const size = parseFloat(getComputedStyle(element).fontSize);
    // An empty inline block sits on the baseline.
    const marker = document.createElement('span');
    marker.style.cssText = 'display:inline-block;width:0;height:0';
    element.append(marker);
    const baseline = marker.getBoundingClientRect().bottom;
    marker.remove();
    const slash = element.querySelector('[data-slash]')?.getBoundingClientRect();
    if (!slash) return null;
    return { top: (baseline - slash.top) / size, bottom: (baseline - slash.bottom) / size };
  });
}

test('a code typed with I for 1 offers the existing code it could mean, and the link opens it', async ({
  page,
}) => {
  await search(page, 'abc-i23-xyz');
  await expect(page.getByText('Código buscado:')).toContainText('ABC-I23-XYZ');
  const offer = page.getByRole('status').filter({ hasText: 'Você quis dizer este código?' });
  await expect(offer).toBeVisible();
  const link = offer.getByRole('link', { name: 'ABC-123-XYZ' });
  await expect(link).toHaveCount(1);
  const found = await axeAtWidths(page, 'a code offered');
  expect(found, found.join('\n')).toEqual([]);
  await page.screenshot({ path: 'test-results/lookalike-offer.png', fullPage: true });

  await link.click();
  await page.waitForURL('**/prontuario-do-usuario/ABC123XYZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Prontuário Médico' })).toBeVisible();
});

test('O typed for 0 finds the card, whose zero is drawn slashed inside the digit', async ({
  page,
}) => {
  await search(page, 'JKLO12MNO');
  const offer = page.getByRole('status').filter({ hasText: 'Você quis dizer este código?' });
  const link = offer.getByRole('link', { name: 'JKL-012-MNO' });
  await expect(link).toBeVisible();
  const slash = await slashOf(link.locator('[data-slashed-zero]'));
  // Within the digit: below its top (a digit is about 0.7 em high), above the baseline.
  expect(slash?.top).toBeLessThanOrEqual(0.7);
  expect(slash?.bottom).toBeGreaterThanOrEqual(0.05);
});

test('a code without look-alikes offers nothing', async ({ page }) => {
  await search(page, 'ZZZ-234-XYZ');
  await expect(page.getByText('Você quis dizer', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Procurando códigos parecidos...')).toHaveCount(0);
});
