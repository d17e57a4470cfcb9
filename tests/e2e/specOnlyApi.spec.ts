// The app on an API that implements only the product specification: the demo backend's
// spec-only mode (`?demo-api=spec-only`), where every call docs/openapi.yaml marks `x-assumed`
// answers 404 and no assumed property is sent. Every page stays whole: no error anywhere but in
// the features that depend on an assumed call, and each of those says once, in its place, that
// this server does not offer it.
import { expect, test, type Page } from '@playwright/test';
import {
  appRoutes,
  DEMO_CARDS,
  DEMO_EMAIL,
  loginAsDemo,
  networkSettled,
  watchConsole,
} from './support';

/** The demo backend's answer to a call it does not have, were it shown anywhere. */
const MISSING = 'Recurso não encontrado';
const NOT_OFFERED = /Este servidor não/;

async function specOnly(page: Page): Promise<void> {
  await page.goto('/?demo-api=spec-only');
  await expect(page.locator('#root main h1').first()).toBeVisible();
}

/** Nothing on the page reads as an error. */
async function noError(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('alert'), where).toHaveCount(0);
  await expect(page.getByText(MISSING), where).toHaveCount(0);
}

test.afterEach(async ({ page }) => {
  // The mode is kept for the browser; each test's context is its own, but say it plainly.
  await page.evaluate(() => localStorage.removeItem('prontuario-demo-api')).catch(() => {});
});

test('every page on a spec-only API: no error, and the editor says the choices are not offered', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const check = watchConsole(page);
  await specOnly(page);
  await loginAsDemo(page);
  for (const route of appRoutes) {
    await page.goto(route.path);
    await expect(page.locator('#root main h1').first()).toBeVisible();
    await networkSettled(page);
    await noError(page, route.path);
    const notOffered = route.path === `/meu-prontuario/${DEMO_CARDS.full}` ? 1 : 0;
    await expect(page.getByText(NOT_OFFERED), route.path).toHaveCount(notOffered);
  }
  check();
});

test('the contact form, the password recovery and the reset say once that they are not offered', async ({
  page,
}) => {
  await specOnly(page);

  await page.goto('/sobre-nos#contato');
  await page.getByLabel('Nome').fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana@exemplo.com.br');
  await page.getByLabel('Mensagem').fill('Quero saber mais sobre os planos.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  const contactNotice = page.getByText(/não recebe mensagens pelo formulário/);
  await expect(contactNotice).toBeVisible();
  await expect(contactNotice).toBeFocused();
  // The send that cannot succeed is gone; the message typed stays, to be copied.
  await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toHaveCount(0);
  await expect(page.getByLabel('Mensagem')).toHaveValue('Quero saber mais sobre os planos.');
  await noError(page, 'contact');

  await page.goto('/esqueceu-a-senha/');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(/não oferece a recuperação de senha/)).toBeFocused();
  await expect(page.locator('form')).toHaveCount(0);
  await noError(page, 'forgot password');

  await page.goto(`/redefinir-senha?token=abc&email=${encodeURIComponent(DEMO_EMAIL)}`);
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('uma-senha-nova');
  await passwords.nth(1).fill('uma-senha-nova');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(/não oferece a troca de senha por link/)).toBeFocused();
  await noError(page, 'reset password');
  await expect(page.getByText(NOT_OFFERED)).toHaveCount(1);
});
