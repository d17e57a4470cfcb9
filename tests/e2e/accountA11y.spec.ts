import { expect, test } from '@playwright/test';
import {
  axeChecker,
  CHOSEN_PASSWORD,
  fillCard,
  newBuyer,
  registerFromPlans,
  verifyCode,
} from './support/accountFlows';
import { DEMO_EMAIL } from './support';

test('axe finds no violation on any screen of the purchase and the account, at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const axe = axeChecker(page);
  const buyer = newBuyer();

  await page.goto('/planos');
  await expect(page.getByRole('article')).toHaveCount(3);
  await axe.check('plans');

  await page.goto('/configure-seu-pagamento?id=9');
  await expect(page.getByRole('alert')).toBeVisible();
  await axe.check('checkout, missing information');

  await page.goto('/configure-seu-pagamento?id=2&price=0.01');
  await expect(page.getByText(/O link que você abriu estava desatualizado/)).toBeVisible();
  await axe.check('checkout, a link out of date');

  await page.goto(
    '/configure-seu-pagamento?id=1&price=150&planName=Plano%20Individual&cardLimit=1',
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe seu CPF.')).toBeVisible();
  await axe.check('checkout step 1 with errors');

  await registerFromPlans(page, buyer);
  await axe.check('checkout step 2');
  await verifyCode(page);
  await page.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  await expect(page.getByText('Informe o número do cartão.')).toBeVisible();
  await axe.check('checkout step 3, card with errors');
  await page.getByRole('radio', { name: 'Pix' }).check();
  await axe.check('checkout step 3, Pix');
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fillCard(page);
  await page.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  const success = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
  await expect(success).toBeVisible({ timeout: 10_000 });
  await axe.check('checkout success modal, choosing a password');
  await success.getByLabel('Nova senha', { exact: true }).fill('curta');
  await success.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(success.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
  await axe.check('checkout success modal, a password refused');
  // The buyer leaves before choosing: the browser is closed, and its session cookies go.
  await page.context().clearCookies();
  await page.goto('/login/');
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Senha').fill('errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await axe.check('login with an error');
  // The CPF logs in onto the same required step, before any other page.
  await page.getByLabel('Senha').fill(buyer.cpf);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/escolha-sua-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha sua senha' })).toBeVisible();
  await axe.check('the required password step');
  await page.getByLabel('Nova senha', { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(CHOSEN_PASSWORD);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await page.waitForURL('**/meus-cartoes');
  const consent = page.getByRole('dialog', { name: 'Termo de Consentimento' });
  await expect(consent).toBeVisible();
  await axe.check('my cards, consent modal');
  // The consent may be declined: that leaves the account, for the home page.
  await consent.getByRole('button', { name: 'Recusar e sair' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText(/^Você recusou os termos e saiu da sua conta\./)).toBeFocused();
  await axe.check('home after declining the terms');
  await page.goto('/login/');
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Senha').fill(CHOSEN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/meus-cartoes');
  await expect(consent).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar Termos' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await axe.check('my cards');
  await page.getByRole('button', { name: /^Gerar QR-CODE/ }).click();
  await expect(page.getByRole('dialog', { name: 'Seu QR Code' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Escolha acima o que o QR Code leva para baixar' }),
  ).toBeDisabled();
  await axe.check('QR code modal, nothing chosen');
  await page.getByRole('radio', { name: 'O endereço e um resumo de emergência' }).check();
  await expect(page.getByRole('button', { name: 'Baixar', exact: true })).toBeEnabled();
  await axe.check('QR code modal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Imprimir cartão/ }).click();
  await expect(page.getByRole('dialog', { name: 'Imprimir cartão' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir', exact: true })).toBeEnabled();
  await axe.check('print card dialog');
  await page.keyboard.press('Escape');

  await page.goto('/meu-perfil');
  await expect(page.getByLabel('CPF')).toHaveValue(/\d/);
  await axe.check('profile');
  await page.getByLabel('E-mail', { exact: true }).fill(`outro.${buyer.email}`);
  await expect(page.getByLabel('Senha atual, para confirmar o novo e-mail')).toBeVisible();
  await axe.check('profile, a new e-mail');
  await page.getByLabel('E-mail', { exact: true }).fill(buyer.email);
  await page.getByLabel('Nova senha', { exact: true }).fill('a');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByLabel('Confirmar nova senha')).toBeFocused();
  await expect(page.getByText('As senhas não coincidem!')).toBeVisible();
  await axe.check('profile with an error');
  await page.getByLabel('Nova senha', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar alterações' })).toBeVisible();
  await axe.check('profile confirmation');

  await page.goto('/esqueceu-a-senha/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await axe.check('forgot password');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await page.getByRole('link', { name: /abrir o link de redefinição/ }).click();
  await expect(page.getByLabel('Confirmar nova senha')).toBeVisible();
  await axe.check('reset password');
  await page.goto('/redefinir-senha?email=x%40y.com');
  await expect(page.getByRole('alert')).toBeVisible();
  await axe.check('reset password, incomplete link');

  expect(axe.found, axe.found.join('\n')).toEqual([]);
});
