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
  await dialog.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  await expect(dialog.getByTestId('wallet-faces')).toBeVisible();
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
  const card = sheet.locator('[data-wallet-face="front"]');
  const box = await card.boundingBox();
  expect(box?.width).toBeCloseTo(85.6 * MM, 0);
  expect(box?.height).toBeCloseTo(54 * MM, 0);
  await expect(card).toHaveCSS('background-color', 'rgb(217, 221, 225)');
  await expect(card).toContainText('ABC-123-XYZ');
  await expect(card).toContainText('MARIA HELENA SOUZA');
  await expect(card.locator('svg')).toBeVisible();
  // The code can be typed without a camera: the site's address is printed beside it.
  await expect(card).toContainText(new URL(page.url()).host);

  // The second face, beside the first, speaks without a phone: every text at least 7 pt.
  const back = sheet.locator('[data-wallet-face="back"]');
  const backBox = await back.boundingBox();
  expect(backBox?.width).toBeCloseTo(85.6 * MM, 0);
  expect(backBox?.y).toBeCloseTo(box?.y ?? 0, 0);
  expect(backBox?.x ?? 0).toBeGreaterThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) - 1);
  // The seeded record's pregnancy and MRI warning, on the line below the blood type.
  await expect(back).toContainText('Tipo sanguíneoO+Gestante · Prótese incompatível com RM');
  // The two allergies not stated severe are counted as other allergies, never as severe ones.
  await expect(back).toContainText(
    'Alergias gravesDipironaPicada de abelha+2 outras alergias: veja o QR',
  );
  await expect(back).toContainText('Condições ativasHipertensão arterial');
  // The phone on a line of its own: a long name never pushes it off the card.
  await expect(back).toContainText('João Pedro Souza(11) 98765-4321');
  const smallest = await back.evaluate((face) =>
    Math.min(
      ...[...face.querySelectorAll('*')]
        .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE))
        .map((node) => parseFloat(getComputedStyle(node).fontSize)),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual((7 / 72) * 96);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
});
