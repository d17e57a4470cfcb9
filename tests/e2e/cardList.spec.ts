import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { languages, loginAsDemo } from './support';

/** A PNG's size, from its IHDR chunk (the first one, right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A QR code image measured in the page: its module size (the top-left finder pattern's top edge
 * is 7 dark modules, first met on the diagonal) and its quiet zone in modules (the opaque light
 * band between each edge and the nearest dark pixel, the narrowest side).
 */
function measureQrCode(page: Page, png: Buffer): Promise<{ module: number; quietZone: number }> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { width, height } = canvas;
    const { data } = context.getImageData(0, 0, width, height);
    // Light is opaque and bright: a transparent margin is no quiet zone on a dark surface.
    const dark = (x: number, y: number) => {
      const at = (y * width + x) * 4;
      return !((data[at + 3] ?? 0) === 255 && (data[at] ?? 0) >= 128);
    };
    let corner = 0;
    while (corner < width && !dark(corner, corner)) corner += 1;
    let run = 0;
    while (corner + run < width && dark(corner + run, corner)) run += 1;
    let margin = Math.min(width, height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (dark(x, y)) margin = Math.min(margin, x, y, width - 1 - x, height - 1 - y);
      }
    }
    const module = run / 7;
    return { module, quietZone: margin / module };
  }, png.toString('base64'));
}

test('the QR code shows at 160 px and downloads as a print-quality qrcode.png', async ({
  page,
}) => {
  await loginAsDemo(page);
  await page.getByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seu QR Code' });
  await dialog.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  const shown = dialog.getByRole('img', { name: 'QR Code do prontuário do cartão ABC-123-XYZ' });
  await expect(shown).toBeVisible();
  const box = await shown.boundingBox();
  expect(box?.width).toBe(160);
  expect(box?.height).toBe(160);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('qrcode.png');
  const png = await readFile(await download.path());
  const { width, height } = pngSize(png);
  expect(width).toBeGreaterThanOrEqual(1024);
  expect(height).toBe(width);
  const { module, quietZone } = await measureQrCode(page, png);
  // Whole pixels per module: sharp edges on paper.
  expect(Number.isInteger(module)).toBe(true);
  expect(quietZone).toBeGreaterThanOrEqual(4);

  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
});

for (const width of [320, 390]) {
  test(`the card tiles fit a ${width} px screen in every language, their QR code inside`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const lng of languages) {
      // Signed out first: the login page sends a signed-in user straight on.
      await page.context().clearCookies();
      await loginAsDemo(page, lng);
      const tiles = page.getByRole('article');
      await expect(tiles).toHaveCount(3);
      for (const tile of await tiles.all()) {
        const qr = tile.locator('svg[role="img"]');
        await expect(qr).toBeVisible();
        const tileBox = await tile.boundingBox();
        const qrBox = await qr.boundingBox();
        expect(qrBox && tileBox && qrBox.x + qrBox.width <= tileBox.x + tileBox.width).toBe(true);
      }
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${lng}: no sideways scroll`).toBeLessThanOrEqual(width);
    }
  });
}
