// The focus is never dropped to the page's body: after an action that replaces the content, or
// leaves the account, it is on the result's heading or message. Each walked with the keyboard,
// each state checked with axe.
import { expect, test } from '@playwright/test';
import { axeChecker, DECLINED_CARD, fillCard } from './support/accountFlows';
import { loginAsDemo, tabTo, trackNetwork, waitForApp, watchConsole } from './support';

const checkoutPath =
  '/configure-seu-pagamento?id=2&price=400&planName=Plano%20Familiar&cardLimit=3';

test('sending the contact form puts the focus on its thanks', async ({ page }) => {
  const check = watchConsole(page);
  const axe = axeChecker(page);
  await page.goto('/sobre-nos');
  await waitForApp(page);
  const form = page.getByRole('region', { name: 'Fale conosco' });
  await tabTo(page, form.getByRole('textbox', { name: 'Nome' }));
  await page.keyboard.type('Maria Souza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('maria@empresa.com.br');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Um plano para os 40 voluntários de uma maratona.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const thanks = form.getByText('Mensagem enviada! Responderemos em breve pelo e-mail informado.');
  await expect(thanks).toBeFocused();
  await axe.check('contact form sent');
  expect(axe.found, axe.found.join('\n')).toEqual([]);
  check();
});

test('logging out puts the focus on the login page’s message', async ({ page }) => {
  const check = watchConsole(page);
  const axe = axeChecker(page);
  await loginAsDemo(page);
  await tabTo(page, page.getByRole('button', { name: 'Meu perfil' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Sair' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login/');
  await expect(
    page.getByRole('status').filter({ hasText: 'Você saiu da sua conta.' }),
  ).toBeFocused();
  await axe.check('login page after logout');
  expect(axe.found, axe.found.join('\n')).toEqual([]);
  check();
});

test('declining the consent with Escape goes home, the focus on what happened', async ({
  page,
  context,
  baseURL,
}) => {
  const check = watchConsole(page);
  const axe = axeChecker(page);
  await loginAsDemo(page);
  const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'user');
  const user = JSON.parse(decodeURIComponent(userCookie?.value ?? '{}')) as { id: number };
  await context.addCookies([
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify({ id: user.id, accept_terms: 0 })),
      url: baseURL ?? '',
    },
  ]);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Termo de Consentimento' });
  await expect(dialog.getByRole('button', { name: 'Aceitar Termos' })).toBeFocused();
  await expect(dialog).toContainText('“Recusar e sair” (ou a tecla Esc) encerra a sua sessão');
  await axe.check('consent modal with its way out');
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText(/^Você recusou os termos e saiu da sua conta\./)).toBeFocused();
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  await axe.check('home after declining the terms');
  expect(axe.found, axe.found.join('\n')).toEqual([]);
  check();
});

test('after a declined card, Pix is open, and generating its code puts the focus on it', async ({
  page,
}) => {
  // No console check: the browser logs the declined charge's 400 itself.
  const axe = axeChecker(page);
  await loginAsDemo(page);
  trackNetwork(page);
  await page.goto(checkoutPath);
  await page.getByRole('button', { name: 'Continuar com minha conta' }).click();
  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Pagar R$ 400,00' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Nada foi cobrado. Você pode tentar outro cartão');
  await expect(page.getByLabel('Parcelamento')).toBeEnabled();
  await axe.check('card declined');

  // By keyboard: to the chosen method's radio, an arrow to Pix, then to its button.
  await tabTo(page, page.getByRole('radio', { name: 'Cartão de crédito' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Pix' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Gerar código Pix' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Seu código Pix está pronto' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toBeDisabled();
  await axe.check('Pix code after a declined card');
  expect(axe.found, axe.found.join('\n')).toEqual([]);
});
