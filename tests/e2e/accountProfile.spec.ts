import { expect, test } from '@playwright/test';
import {
  CHOSEN_PASSWORD,
  logIn,
  newBuyer,
  registerFromPlans,
  verifyCode,
} from './support/accountFlows';
import { clickAndWaitForScroll, DEMO_EMAIL, DEMO_PASSWORD, openAsDemo } from './support';

test('a password changed on the profile is the one that logs in next time', async ({ page }) => {
  await openAsDemo(page, '/meu-perfil');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await expect(page.getByText('O plano permite 3 cartões')).toBeVisible();
  await expect(page.getByText('3 cartões emitidos')).toBeVisible();

  await page.getByLabel('Senha atual').fill(DEMO_PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-9');
  await page.getByLabel('Confirmar nova senha').fill('outra-senha-9');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar alterações' });
  await expect(confirm).toContainText('Tem certeza que deseja salvar as alterações?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toHaveValue('');

  await page.getByRole('button', { name: 'Meu perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login/');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await page.getByLabel('E-mail').fill('');
  await logIn(page, DEMO_EMAIL, 'outra-senha-9');
});

test('the section link the profile highlights follows scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await openAsDemo(page, '/meu-perfil');
  const nav = page.getByRole('navigation', { name: 'Seções do perfil' });
  await expect(page.getByLabel('CPF')).toHaveValue(/\d/);
  await expect(nav.getByRole('link', { name: 'Informações pessoais' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await clickAndWaitForScroll(page, nav.getByRole('link', { name: 'Meu plano' }));
  await expect(nav.getByRole('link', { name: 'Meu plano' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page.getByRole('region', { name: 'Meu plano' })).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav.getByRole('link', { name: 'Informações pessoais' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('password recovery: the demo shows the reset link, and the new password logs in', async ({
  page,
}) => {
  await page.goto('/login/');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await page.waitForURL('**/esqueceu-a-senha/');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await page.getByRole('link', { name: 'Demonstração: abrir o link de redefinição' }).click();
  // The link's token and e-mail leave the address bar at once; a reload still resets.
  await page.waitForURL((url) => url.pathname === '/redefinir-senha' && url.search === '');
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await page.reload();
  expect(new URL(page.url()).search).toBe('');
  await page.getByLabel('Nova senha', { exact: true }).fill('recuperada-1');
  await page.getByLabel('Confirmar nova senha').fill('recuperada-1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await page.waitForURL('**/login/');
  await logIn(page, DEMO_EMAIL, 'recuperada-1');
});

test('a buyer still logging in with the CPF chooses a password before the profile opens', async ({
  page,
}) => {
  const buyer = newBuyer();
  // Step 2 of the checkout logs the new buyer in with the CPF digits; they leave before paying.
  await registerFromPlans(page, buyer);
  await verifyCode(page);
  await page.goto('/meu-perfil');
  await page.waitForURL('**/escolha-sua-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha sua senha' })).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill(buyer.cpf);
  await page.getByLabel('Confirmar nova senha').fill(buyer.cpf);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByText('A senha não pode ser o seu CPF.')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(CHOSEN_PASSWORD);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await page.waitForURL('**/meu-perfil');
  await expect(page.getByLabel('CPF')).toHaveValue(/\d/);

  await page.reload();
  await expect(page.getByLabel('CPF')).toHaveValue(/\d/);
  await page.getByRole('button', { name: 'Meu perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login/');
  await logIn(page, buyer.email, CHOSEN_PASSWORD);
});
