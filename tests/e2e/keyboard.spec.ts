// Keyboard-only flows: every step is a key press or typing; locators only check the result.
// The keyboard-only card purchase lives in accountPurchase.spec.ts.
import { expect, test, type JSHandle, type Locator, type Page } from '@playwright/test';
import {
  DEMO_CARDS,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  focusedName,
  networkSettled,
  nothingLoading,
  tabTo,
  trackNetwork,
  watchConsole,
} from './support';

function focusedElement(page: Page): Promise<JSHandle<Element | null>> {
  return page.evaluateHandle(() => document.activeElement);
}

function stillFocused(page: Page, element: JSHandle<Element | null>): Promise<boolean> {
  return page.evaluate((el) => el === document.activeElement, element);
}

/**
 * From the focused element inside `dialog`, Tab goes round the dialog's controls in `order` (the
 * names after the focused one, ending on it) and Shift+Tab goes round the other way; the focus
 * never leaves the dialog.
 */
async function expectTrapped(page: Page, dialog: Locator, order: string[]) {
  const start = await focusedElement(page);
  for (const [key, names] of [
    ['Tab', order],
    ['Shift+Tab', [...order.slice(0, -1)].reverse().concat(order.at(-1) ?? '')],
  ] as const) {
    const seen: string[] = [];
    for (let i = 0; i < names.length; i++) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        `${key} left the dialog for "${await focusedName(page)}"`,
      ).toBe(true);
      seen.push(await focusedName(page));
    }
    expect(seen, `${key} order`).toEqual(names);
    expect(await stillFocused(page, start), `${key} came back to the start`).toBe(true);
  }
}

async function logInByKeyboard(page: Page) {
  trackNetwork(page);
  await page.goto('/login/');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(DEMO_EMAIL);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/meus-cartoes');
  await expect(page.getByRole('article')).toHaveCount(3);
  // The cards screen's reads finish before the next navigation (see support.ts).
  await networkSettled(page);
}

test('a record section is filled and saved with the keyboard alone', async ({ page }) => {
  const check = watchConsole(page);
  await logInByKeyboard(page);
  await page.goto(`/meu-prontuario/${DEMO_CARDS.empty}`);
  await nothingLoading(page);

  const region = page.getByRole('region', { name: 'Informações pessoais', exact: true });
  const name = region.getByLabel('Nome completo');
  await tabTo(page, name);
  await page.keyboard.type('Beatriz Teclado Nunes');

  const saveButton = region.getByRole('button', { name: /^Salvar alterações/ });
  await tabTo(page, saveButton);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
  await expect(saveButton).toBeEnabled();
  // Saving does not drop a keyboard user's place on the page.
  await expect(saveButton).toBeFocused();

  await page.reload();
  await nothingLoading(page);
  await expect(name).toHaveValue('Beatriz Teclado Nunes');
  check();
});

test('leaving the editor with unsaved changes asks in a dialog the keyboard can answer', async ({
  page,
}) => {
  const check = watchConsole(page);
  await logInByKeyboard(page);
  await page.goto(`/meu-prontuario/${DEMO_CARDS.empty}`);
  await nothingLoading(page);

  await tabTo(page, page.getByLabel('Nome completo'));
  await page.keyboard.type('Nome por salvar');
  const plansLink = page.getByRole('banner').getByRole('link', { name: 'Planos' });
  await tabTo(page, plansLink, 'Shift+Tab');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ficar' })).toBeFocused();
  await expectTrapped(page, dialog, ['Sair sem salvar', 'Ficar']);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/meu-prontuario/${DEMO_CARDS.empty}$`));
  await expect(plansLink).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Nome por salvar');
  check();
});

test('the QR modal opens, keeps and gives back the focus with the keyboard alone', async ({
  page,
}) => {
  const check = watchConsole(page);
  await logInByKeyboard(page);

  const opener = page.getByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Seu QR Code' });
  await expect(dialog).toBeVisible();
  // The owner first chooses what the QR code carries.
  const withSummary = dialog.getByRole('radio', { name: 'O endereço e um resumo de emergência' });
  await expect(withSummary).toBeFocused();
  await expect(withSummary).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(withSummary).toBeChecked();
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectTrapped(page, dialog, [
    // The seeded card's items left out of the copy, each one the owner may put in.
    'Pôr Látex no QR Code',
    'Pôr Paracetamol 750 mg no QR Code',
    'Imagem para a tela de bloqueio',
    'Baixar',
    'Ver prontuário',
    'Fechar',
    'O endereço e um resumo de emergência',
  ]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Opened with Space this time, and closed with its own button.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Fechar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  check();
});

test('the consent modal must be answered, and is answered with the keyboard alone', async ({
  page,
  context,
  baseURL,
}) => {
  const check = watchConsole(page);
  await logInByKeyboard(page);
  // The demo users have accepted already; the user cookie is what the screen reads (the product spec, section 3).
  const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'user');
  expect(userCookie).toBeDefined();
  const user = JSON.parse(decodeURIComponent(userCookie?.value ?? '{}')) as { id: number };
  await context.addCookies([
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify({ id: user.id, accept_terms: 0 })),
      url: baseURL ?? '',
    },
  ]);

  // Open "Meus Cartões" from the profile menu of another screen.
  await page.goto('/meu-perfil');
  await expect(page.getByLabel('Nome completo')).not.toHaveValue('');
  const menuButton = page.getByRole('button', { name: 'Meu perfil' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Acessar meu prontuário' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/meus-cartoes');

  const dialog = page.getByRole('dialog', { name: 'Termo de Consentimento' });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Aceitar Termos' });
  await expect(accept).toBeFocused();
  await expectTrapped(page, dialog, [
    'Recusar e sair',
    'Termos de Uso',
    'Aviso de Privacidade',
    'Aceitar Termos',
  ]);

  // On a short screen the text scrolls: then the keyboard reaches it and scrolls it too.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 400 });
  const text = dialog.getByRole('region', { name: 'Texto do termo' });
  await expect(text).toBeVisible();
  await expectTrapped(page, dialog, [
    'Recusar e sair',
    'Termos de Uso',
    'Aviso de Privacidade',
    'Texto do termo',
    'Aceitar Termos',
  ]);
  await tabTo(page, text);
  await page.keyboard.press('End');
  await expect.poll(() => text.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  if (viewport) await page.setViewportSize(viewport);
  await expect(text).toHaveCount(0);
  await tabTo(page, accept);

  // Escape would decline, as the dialog says (tests/e2e/focusKept.spec.ts): here it is accepted.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Termos aceitos com sucesso!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The link that opened the screen is gone with its menu: the screen's heading takes the focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Cartões' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: /^Gerenciar prontuário/ }).first());

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  check();
});
