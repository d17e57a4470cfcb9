// What the account browser tests share: a fresh buyer, the purchase steps, the demo backend's API.
import { expect, type Locator, type Page } from '@playwright/test';
import { create as createQr, type QRCodeMaskPattern } from 'qrcode';
import { axeViolations } from './index';

export interface Buyer {
  name: string;
  email: string;
  /** Digits, valid check digits. */
  cpf: string;
}

function checkDigit(digits: number[]): number {
  const weight = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A buyer no other test uses, with a CPF whose check digits are right. */
export function newBuyer(): Buyer {
  const base = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10),
  );
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  const cpf = [...base, first, second].join('');
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: 'Joana Pereira', email: `joana.${id}@exemplo.com.br`, cpf };
}

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '5184 0197 4037 3151';

/** From the plans page to step 2, reading the code the demo backend shows instead of mailing it. */
export async function registerFromPlans(page: Page, buyer: Buyer, plan = 'Plano Individual') {
  await page.goto('/planos');
  await page.getByRole('link', { name: `Escolher plano: ${plan}`, exact: true }).click();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  await page.getByLabel('Nome completo').fill(buyer.name);
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('CPF').pressSequentially(buyer.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText(`Enviamos um código de verificação para ${buyer.email}.`),
  ).toBeVisible();
  await expect(page.getByText('Etapa 2 de 3')).toBeVisible();
}

export async function demoCode(page: Page): Promise<string> {
  const text = await page.getByText(/o código de verificação é \d+/).textContent();
  const code = /(\d{4,})/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no demo code in "${text}"`);
  return code;
}

/** Step 2 to step 3. */
export async function verifyCode(page: Page) {
  await page.getByLabel('Código de verificação').fill(await demoCode(page));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
}

export async function fillCard(page: Page, number = APPROVED_CARD) {
  await page.getByLabel('Número do cartão').pressSequentially(number.replace(/\s/g, ''));
  await page.getByLabel('Nome impresso no cartão').fill('JOANA PEREIRA');
  await page.getByLabel('Validade (MM/AA)').pressSequentially('1239');
  await page.getByLabel('Código de segurança (CVC)').pressSequentially('123');
}

/** A password a buyer may choose: long enough, and not their CPF. */
export const CHOSEN_PASSWORD = 'minha-senha-forte';

/**
 * At the end of a new buyer's purchase (the success dialog, or the Pix code's step), chooses a
 * password and waits until it is saved.
 */
export async function choosePassword(scope: Locator, password = CHOSEN_PASSWORD) {
  await scope.getByLabel('Nova senha', { exact: true }).fill(password);
  await scope.getByLabel('Confirmar nova senha').fill(password);
  await scope.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(scope.getByText('Senha salva! Use-a da próxima vez que entrar.')).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/meus-cartoes');
}

/** A call to the demo backend from the page, with the session's token, as the app would send. */
export async function callApi(
  page: Page,
  path: string,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, method, form }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1];
      let body: FormData | undefined;
      if (form) {
        body = new FormData();
        for (const [key, value] of Object.entries(form)) body.append(key, value);
      }
      const response = await fetch(`/api${path}`, {
        method: method ?? 'GET',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
        },
        body,
      });
      return { status: response.status, body: await response.json() };
    },
    { path, method: init.method, form: init.form },
  );
}

/** The red channel of each pixel of a PNG, as the browser decodes it. */
async function pngPixels(page: Page, png: Buffer): Promise<{ width: number; red: number[] }> {
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
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, red: Array.from(data.filter((_, i) => i % 4 === 0)) };
  }, png.toString('base64'));
}

/**
 * True when a PNG of a QR code (drawn with `margin` quiet modules) holds exactly `text`: its
 * modules are compared with the QR codes of `text` at each error-correction level and mask. The
 * card's QR code has the 4-module quiet zone print asks for.
 */
export async function qrPngEncodes(page: Page, png: Buffer, text: string, margin = 4) {
  const { width, red } = await pngPixels(page, png);
  const isDark = (x: number, y: number) => (red[width * y + x] ?? 255) < 128;
  for (const level of ['L', 'M', 'Q', 'H'] as const) {
    for (let mask = 0; mask < 8; mask++) {
      const { modules } = createQr([{ data: Buffer.from(text), mode: 'byte' }], {
        errorCorrectionLevel: level,
        maskPattern: mask as QRCodeMaskPattern,
      });
      const scale = width / (modules.size + 2 * margin);
      const centre = (cell: number) => Math.floor((cell + margin + 0.5) * scale);
      let same = true;
      for (let row = 0; row < modules.size && same; row++) {
        for (let col = 0; col < modules.size && same; col++) {
          same = isDark(centre(col), centre(row)) === Boolean(modules.get(row, col));
        }
      }
      if (same) return true;
    }
  }
  return false;
}

const axeWidths = [390, 1280];

/** Runs axe on what is on screen at each width, collecting what it finds across screens. */
export function axeChecker(page: Page) {
  const found: string[] = [];
  async function check(screen: string) {
    for (const width of axeWidths) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await axeViolations(page, `${screen} @${width}: `)));
    }
  }
  return { check, found };
}
