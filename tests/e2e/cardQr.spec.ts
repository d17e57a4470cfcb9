// The wallet card's QR code carries the emergency summary and still scans once printed: drawn at
// its printed size at 300 dpi, a little blurred, and read back by a QR decoder.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CARD_SUMMARY_MAX, decodeCardSummary } from '@/recordReading/cardCopy/format';
import { splitSignedCopy } from '@/recordReading/cardCopy/signature';
import { callApi } from './support/accountFlows';
import { pngQrText } from './support/pngQr';
import { DEMO_CARDS, loginAsDemo } from './support';

const PRINT_DPI = 300;

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
  const png = await qr.screenshot({ scale: 'device' });
  // Its width in pixels, from the PNG's header: the printer's dots across 24 mm.
  expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor((24 / 25.4) * PRINT_DPI));
  return pngQrText(page, png);
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
    return pngQrText(page, png, { maxSide: 400 });
  };
  const copy = decodeCardSummary(fragmentOf(await downloaded(), DEMO_CARDS.full, baseURL));
  expect(copy?.name).toBe('Maria Helena Souza');
  await dialog.getByRole('radio', { name: 'Só o endereço do prontuário' }).check();
  expect(await downloaded()).toBe(`${baseURL}/prontuario-do-usuario/${DEMO_CARDS.full}`);
});
