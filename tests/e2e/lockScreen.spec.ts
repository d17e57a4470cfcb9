// The lock-screen picture carries the same QR code as the dialog: read back from the downloaded
// PNG, it gives the record's address with its copy, as a phone's camera would.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pngQrText } from './support/pngQr';
import { qrMadeKey } from '@/lib/qrMadeNote';
import { CARD_SUMMARY_MAX, decodeCardSummary } from '@/recordReading/cardCopy/format';
import { callApi } from './support/accountFlows';
import { DEMO_CARDS, loginAsDemo } from './support';

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Opens the QR dialog of the full card and downloads its lock-screen picture. */
async function lockScreenPicture(page: Page, addressOnly = false): Promise<Buffer> {
  await page.getByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seu QR Code' });
  const content = addressOnly
    ? 'Só o endereço do prontuário'
    : 'O endereço e um resumo de emergência';
  await dialog.getByRole('radio', { name: content }).check();
  await expect(dialog.getByRole('img')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Imagem para a tela de bloqueio' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('tela-de-bloqueio.png');
  return readFile(await download.path());
}

function fragmentOf(url: string | null, baseURL = ''): string {
  const [address, fragment = ''] = (url ?? '').split('#');
  expect(address).toBe(`${baseURL}/prontuario-do-usuario/${DEMO_CARDS.full}`);
  return fragment;
}

test('the seeded full card: a portrait phone picture whose QR code gives the copy', async ({
  page,
  baseURL,
}) => {
  await loginAsDemo(page);
  const png = await lockScreenPicture(page);
  const { width, height } = pngSize(png);
  expect(width).toBeGreaterThanOrEqual(1080);
  expect(height).toBeGreaterThanOrEqual(2340);
  const copy = decodeCardSummary(
    fragmentOf(await pngQrText(page, png, { lowerHalf: true }), baseURL),
  );
  expect(copy?.name).toBe('Maria Helena Souza');
  expect(copy?.bloodType).toBe('O+');
  // Counted like a printed card: the stale-copy notice knows this copy.
  expect(
    await page.evaluate((key) => localStorage.getItem(key), qrMadeKey(DEMO_CARDS.full)),
  ).toMatch(/"fingerprint"/);
});

test('the longest copy still scans from the picture', async ({ page, baseURL }) => {
  await loginAsDemo(page);
  const form: Record<string, string> = { cardNumber: DEMO_CARDS.full };
  for (let index = 0; index < 12; index++) {
    form[`allergy[${index}][name]`] = `Item allergy número ${index} com nome comprido`;
    form[`allergy[${index}][severity]`] = 'Severa';
  }
  expect((await callApi(page, '/medical-record/allergies', { method: 'POST', form })).status).toBe(
    200,
  );
  const fragment = fragmentOf(
    await pngQrText(page, await lockScreenPicture(page), { lowerHalf: true }),
    baseURL,
  );
  expect(fragment.length).toBeGreaterThan(CARD_SUMMARY_MAX - 40);
  expect(decodeCardSummary(fragment)?.allergies?.cut).toBeGreaterThan(0);
});

test('with the address only, the picture gives the plain address', async ({ page, baseURL }) => {
  await loginAsDemo(page);
  const text = await pngQrText(page, await lockScreenPicture(page, true), { lowerHalf: true });
  expect(text).toBe(`${baseURL}/prontuario-do-usuario/${DEMO_CARDS.full}`);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), qrMadeKey(DEMO_CARDS.full)),
  ).toBeNull();
});
