// The wallet card's QR code carries the emergency summary and still scans once printed: drawn at
// its printed size at 300 dpi, a little blurred, and read back by a QR decoder.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { CARD_SUMMARY_MAX, decodeCardSummary } from '../../src/recordView/cardSummary';
import { splitSignedCopy } from '../../src/recordView/copySignature';
import { callApi } from './support/accountFlows';
import { DEMO_CARDS, loginAsDemo } from './support';

const PRINT_DPI = 300;

/** RGBA pixels of a PNG, as the browser decodes it. */
async function pixelsOf(page: Page, png: Buffer, maxSide = 1200) {
  return page.evaluate(
    async ({ base64, maxSide }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      // A downloaded PNG is large: drawn smaller (still several pixels a module) it crosses faster.
      const scale = Math.min(1, maxSide / image.naturalWidth);
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
    },
    { base64: png.toString('base64'), maxSide },
  );
}

/** What the print preview's QR code says, read from a blurred 300 dpi picture of it. */
async function printedQrText(page: Page, card: string): Promise<string | null> {
  await page.getByRole('button', { name: `Imprimir cartão ${card}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Imprimir cartão' });
  await dialog.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  const qr = dialog.locator('[data-wallet-qr]');
  await expect(qr).toBeVisible();
  // A print's ink spread: a tenth of a millimetre.
  await page.addStyleTag({ content: '[data-wallet-qr] { filter: blur(0.1mm); }' });
  const box = await qr.boundingBox();
  // 24 mm on paper.
  expect(box?.width).toBeCloseTo((24 / 25.4) * 96, 0);
  const { width, height, rgba } = await pixelsOf(page, await qr.screenshot({ scale: 'device' }));
  expect(width).toBeGreaterThanOrEqual(Math.floor((24 / 25.4) * PRINT_DPI));
  return jsQR(new Uint8ClampedArray(rgba), width, height)?.data ?? null;
}

function fragmentOf(url: string | null, card: string, baseURL = ''): string {
  const [address, fragment = ''] = (url ?? '').split('#');
  expect(address).toBe(`${baseURL}/prontuario-do-usuario/${card}`);
  return fragment;
}

test.describe('printed at 300 dpi', () => {
  test.use({ deviceScaleFactor: PRINT_DPI / 96 });

  test('the seeded full card prints a QR code that scans to its address and summary', async ({
    page,
    baseURL,
  }) => {
    await loginAsDemo(page);
    const text = await printedQrText(page, 'ABC-123-XYZ');
    const fragment = fragmentOf(text, DEMO_CARDS.full, baseURL);
    expect(splitSignedCopy(fragment).signature).not.toBeNull();
    const copy = decodeCardSummary(fragment);
    expect(copy?.name).toBe('Maria Helena Souza');
    expect(copy?.bloodType).toBe('O+');
    expect(copy?.allergies?.items.map((allergy) => allergy.name)).toContain('Picada de abelha');
  });

  test('a record past the size cap prints a QR code at the cap that still scans', async ({
    page,
    baseURL,
  }) => {
    await loginAsDemo(page);
    const many = (key: string, extra: Record<string, string>) => {
      const form: Record<string, string> = { cardNumber: DEMO_CARDS.full };
      for (let index = 0; index < 12; index++) {
        form[`${key}[${index}][name]`] = `Item ${key} número ${index} com nome comprido`;
        for (const [field, value] of Object.entries(extra))
          form[`${key}[${index}][${field}]`] = value;
      }
      return form;
    };
    for (const [resource, form] of [
      ['allergies', many('allergy', { severity: 'Severa' })],
      ['medicines', many('medicine', { status: 'Ativo' })],
      ['conditions', many('currentMedicalCondition', { status: 'Controlada' })],
    ] as const) {
      expect(
        (await callApi(page, `/medical-record/${resource}`, { method: 'POST', form })).status,
      ).toBe(200);
    }
    const fragment = fragmentOf(await printedQrText(page, 'ABC-123-XYZ'), DEMO_CARDS.full, baseURL);
    // The copy at the cap, and its signature after it.
    const { copy: copyText, signature } = splitSignedCopy(fragment);
    expect(signature).not.toBeNull();
    expect(copyText.length).toBeGreaterThan(CARD_SUMMARY_MAX - 40);
    expect(copyText.length).toBeLessThanOrEqual(CARD_SUMMARY_MAX);
    const copy = decodeCardSummary(fragment);
    // Medicines and conditions went first, and what went is counted.
    expect(copy?.medicines).toEqual({ items: [], cut: 12 });
    expect(copy?.allergies?.cut).toBeGreaterThan(0);
    await expect(page.getByRole('dialog', { name: 'Imprimir cartão' })).toContainText(
      /itens, que ficam só no prontuário online/,
    );
  });
});

test('the downloaded QR code carries the summary, or the plain address when left out', async ({
  page,
  baseURL,
}) => {
  await loginAsDemo(page);
  await page.getByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seu QR Code' });
  await dialog.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  const downloaded = async () => {
    await expect(dialog.getByRole('img')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar' }).click(),
    ]);
    const png = await readFile(await download.path());
    const { width, height, rgba } = await pixelsOf(page, png, 400);
    return jsQR(new Uint8ClampedArray(rgba), width, height)?.data ?? null;
  };
  const copy = decodeCardSummary(fragmentOf(await downloaded(), DEMO_CARDS.full, baseURL));
  expect(copy?.name).toBe('Maria Helena Souza');
  await dialog.getByRole('radio', { name: 'Só o endereço do prontuário' }).check();
  expect(await downloaded()).toBe(`${baseURL}/prontuario-do-usuario/${DEMO_CARDS.full}`);
});
