import { expect, test } from '@playwright/test';
import { loginAsDemo } from './support';

const MM = 96 / 25.4;

test('a wallet card prints at its real size, in the chosen colour, alone on an A4 page', async ({
  page,
}) => {
  await loginAsDemo(page);
  await page.evaluate(() => {
    const calls = { count: 0 };
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      calls.count += 1;
    };
  });
  const opener = page.getByRole('button', { name: 'Imprimir cartão ABC-123-XYZ' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Imprimir cartão' });
  await dialog.getByRole('radio', { name: 'Cinza-claro' }).check();
  await dialog.getByRole('button', { name: 'Imprimir', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { printCalls: { count: number } }).printCalls.count,
      ),
    )
    .toBe(1);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('wallet-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('main')).toBeHidden();
  const card = sheet.locator('.bg-card-light-gray');
  const box = await card.boundingBox();
  expect(box?.width).toBeCloseTo(85.6 * MM, 0);
  expect(box?.height).toBeCloseTo(54 * MM, 0);
  await expect(card).toHaveCSS('background-color', 'rgb(217, 221, 225)');
  await expect(card).toContainText('ABC-123-XYZ');
  await expect(card).toContainText('MARIA HELENA SOUZA');
  await expect(card.locator('svg')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
});
