import { expect, test } from '@playwright/test';
import { DEMO_CARDS } from './support';

const VIEW = `/prontuario-do-usuario/${DEMO_CARDS.full}`;
/** An A4 page's height in CSS pixels (297 mm at 96 px to the inch). */
const A4_HEIGHT = Math.round((297 / 25.4) * 96);

test('printing the page puts the emergency summary first, whole on the first page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 794, height: A4_HEIGHT });
  await page.goto(VIEW);
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  await page.emulateMedia({ media: 'print' });

  const summary = page.getByRole('region', { name: 'Resumo de emergência' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir Prontuário' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Neste prontuário' })).toBeHidden();
  // The site's frame is not part of the record on paper.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  const box = await summary.boundingBox();
  const firstSection = await page
    .getByRole('region', { name: 'Informações pessoais' })
    .boundingBox();
  expect(box?.y ?? A4_HEIGHT).toBeLessThan(A4_HEIGHT / 2);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(firstSection?.y ?? 0);
});

test('the print window starts with the emergency summary, before the CPF', async ({
  page,
  context,
}) => {
  await page.goto(VIEW);
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Imprimir Prontuário' }).click(),
  ]);
  await popup.emulateMedia({ media: 'print' });
  await expect(popup.locator('h1')).toHaveText('Prontuário Médico');
  const headings = await popup.locator('h2').allTextContents();
  expect(headings[0]).toBe('Resumo de emergência');
  expect(headings[1]).toBe('Informações pessoais');
  const summary = popup.locator('section.summary');
  await expect(summary).toBeVisible();
  await expect(summary.locator('[data-summary-field="blood-type"]')).toBeVisible();
  // Nothing to press on paper: the calls, the WhatsApp links and any retry are left out.
  expect(await summary.locator('button:visible, a:visible').count()).toBe(0);
  const box = await summary.boundingBox();
  expect(box?.y ?? A4_HEIGHT).toBeLessThan(A4_HEIGHT / 2);
  const cpf = popup.getByText('CPF', { exact: true });
  const cpfBox = await cpf.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(cpfBox?.y ?? 0);
});
