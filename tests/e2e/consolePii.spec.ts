// No personal data reaches the console: the main flows run on the production build while every
// console message (all levels, every page and the demo's service worker) and every uncaught error
// is collected, then searched for the user's, the record's and the typed personal data.
import {
  expect,
  test,
  type BrowserContext,
  type ConsoleMessage,
  type Worker,
} from '@playwright/test';
import { formatCpf } from '@/lib/cpf';
import { formatPhone } from '@/lib/phone';
import { DEMO_CPF, DEMO_NAME } from '@/mocks/seed';
import { newBuyer } from './support/accountFlows';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD, loginAsDemo, nothingLoading } from './support';

/** Distinctive values of the seeded full record (src/mocks/seed.ts). */
const SEEDED_RECORD_VALUES = [
  'FX123456',
  'Unimed Paulistana',
  'PS-2024-0098123',
  'João Pedro Souza',
  'Ana Lúcia Souza',
  'Dipirona',
  'Camarão',
  'Picada de abelha',
  'Urticária e inchaço nos lábios',
  'Metildopa',
  'Levotiroxina',
  'Hipertensão arterial',
  'Hipotireoidismo',
  'Apendicectomia',
  'HSM-458712',
  'Nucleus 7',
];
const SEEDED_PHONES = ['11987654321', '21998765432', '11991234567'];

const TYPED_PASSPORT = 'RASTRO-PII-4821';
const WRONG_PASSWORD = 'senha-errada-7093';
const TRACE = 'console-pii-self-check';

interface Captured {
  where: string;
  text: string;
}

/** Collects every console message and uncaught error of the context, with its arguments. */
function captureConsole(context: BrowserContext) {
  const captured: Captured[] = [];
  const pending: Promise<void>[] = [];

  function onMessage(where: string) {
    return (message: ConsoleMessage) => {
      // The source address too: a logged request address could carry data in its query.
      const { url } = message.location();
      captured.push({ where: `${where} ${message.type()}`, text: `${message.text()} @ ${url}` });
      // Objects show only as a preview in text(): read their values too, while they exist.
      for (const arg of message.args()) {
        pending.push(
          arg.jsonValue().then(
            (value: unknown) => {
              captured.push({
                where: `${where} ${message.type()} arg`,
                text: JSON.stringify(value),
              });
            },
            () => undefined,
          ),
        );
      }
    };
  }

  context.on('console', onMessage('page'));
  context.on('weberror', (error) => {
    const { message, stack } = error.error();
    captured.push({ where: 'pageerror', text: `${message}\n${stack ?? ''}` });
  });
  const watchWorker = (worker: Worker) => worker.on('console', onMessage('service worker'));
  context.serviceWorkers().forEach(watchWorker);
  context.on('serviceworker', watchWorker);

  return {
    async all(): Promise<Captured[]> {
      await Promise.all(pending);
      return captured;
    },
  };
}

/** Each value as written and URL-encoded; the search ignores case (holder names are upper case). */
function forms(values: string[]): string[] {
  return [...new Set(values.flatMap((v) => [v, encodeURIComponent(v)]))].filter(
    (v) => v.length >= 6,
  );
}

function leaksIn(messages: Captured[], secrets: string[]): string[] {
  return messages.flatMap(({ where, text }) =>
    secrets
      .filter((secret) => text.toLowerCase().includes(secret.toLowerCase()))
      .map((secret) => `${where}: "${secret}" in ${text.slice(0, 300)}`),
  );
}

test('no personal data reaches the console in the main flows', async ({ page, context }) => {
  test.setTimeout(120_000);
  const consoleLog = captureConsole(context);
  const buyer = { ...newBuyer(), name: 'Teodora Quintanilha Rastro' };

  // Checkout, step 1: a failed registration (the demo e-mail is taken), then a good one.
  await page.goto(
    '/configure-seu-pagamento?id=1&price=150&planName=Plano%20Individual&cardLimit=1',
  );
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();
  await page.getByLabel('Nome completo').fill(buyer.name);
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('CPF').pressSequentially(buyer.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Este e-mail já está cadastrado.')).toBeVisible();
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText(`Enviamos um código de verificação para ${buyer.email}.`),
  ).toBeVisible();

  // A failed call: the wrong password.
  await page.goto('/login/');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill(WRONG_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();

  await loginAsDemo(page);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  expect(token.length).toBeGreaterThan(8);

  // My cards, with the QR modal.
  await page.getByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }).click();
  const qr = page.getByRole('dialog', { name: 'Seu QR Code' });
  await qr.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  await expect(qr.getByRole('img')).toBeVisible();
  await qr.getByRole('button', { name: 'Fechar' }).click();
  await expect(qr).toHaveCount(0);

  // The record editor: a section saved with a recognisable value.
  await page.goto(`/meu-prontuario/${DEMO_CARDS.full}`);
  await nothingLoading(page);
  const personal = page.getByRole('region', { name: 'Informações pessoais', exact: true });
  await personal.getByLabel('Passaporte').fill(TYPED_PASSPORT);
  await personal.getByRole('button', { name: /^Salvar alterações/ }).click();
  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
  await expect(personal.getByRole('button', { name: /^Salvar alterações/ })).toBeEnabled();

  // The public record view.
  await page.goto(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  await expect(page.getByText('Dipirona').first()).toBeVisible();

  // The profile.
  await page.goto('/meu-perfil');
  await expect(page.getByLabel('Nome completo')).toHaveValue(DEMO_NAME);
  await expect(page.getByLabel('CPF')).toHaveValue(formatCpf(DEMO_CPF));

  // The collector works: a message logged now is found.
  await page.evaluate((trace) => console.debug(trace, { trace }), TRACE);

  const secrets = forms([
    DEMO_NAME,
    DEMO_EMAIL,
    DEMO_PASSWORD,
    DEMO_CPF,
    formatCpf(DEMO_CPF),
    token,
    ...SEEDED_RECORD_VALUES,
    ...SEEDED_PHONES,
    ...SEEDED_PHONES.map(formatPhone),
    TYPED_PASSPORT,
    WRONG_PASSWORD,
    buyer.name,
    buyer.email,
    buyer.cpf,
    formatCpf(buyer.cpf),
  ]);
  const messages = await consoleLog.all();
  expect(messages.filter((m) => m.text.includes(TRACE)).length).toBeGreaterThanOrEqual(2);

  // The search finds a holder name as a card shows it.
  expect(leaksIn([{ where: 'sample', text: DEMO_NAME.toUpperCase() }], secrets)).toHaveLength(1);

  await test.info().attach('console messages', {
    body: messages.map((m) => `${m.where}: ${m.text}`).join('\n'),
    contentType: 'text/plain',
  });
  const leaks = leaksIn(messages, secrets);
  expect(leaks, leaks.join('\n')).toEqual([]);
});
