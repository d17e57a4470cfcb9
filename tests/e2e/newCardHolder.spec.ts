import { expect, test } from '@playwright/test';
import {
  choosePassword,
  fillCard,
  newBuyer,
  registerFromPlans,
  verifyCode,
} from './support/accountFlows';
import { axeAtWidths } from './support/axeAtWidths';

test('a new card carries the buyer’s name from the purchase, and the owner corrects it in the record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buyer = newBuyer();
  await registerFromPlans(page, buyer);
  await verifyCode(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  const success = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
  await expect(success).toBeVisible();
  await choosePassword(success);
  await success.getByRole('link', { name: 'Ver meus cartões' }).click();
  await page.waitForURL('**/meus-cartoes');
  await page
    .getByRole('dialog', { name: 'Termo de Consentimento' })
    .getByRole('button', { name: 'Aceitar Termos' })
    .click();

  const card = page.getByRole('article');
  await expect(card).toContainText('JOANA PEREIRA');
  await expect(card).not.toContainText('NOME NÃO DISPONÍVEL');
  const found = await axeAtWidths(page, 'a new card named');
  expect(found, found.join('\n')).toEqual([]);

  await page.getByRole('link', { name: /^Corrigir o nome do titular do cartão/ }).click();
  await page.waitForURL('**/meu-prontuario/*#personal-information');
  const personal = page.getByRole('region', { name: 'Informações pessoais' });
  const name = personal.getByLabel('Nome completo', { exact: true });
  await expect(name).toHaveValue('Joana Pereira');
  await name.fill('Joana Pereira Lima');
  await personal.getByRole('button', { name: /^Salvar alterações/ }).click();
  await expect(personal.getByRole('button', { name: /^Salvar alterações/ })).toBeEnabled();
  await page.goto('/meus-cartoes');
  await expect(page.getByRole('article')).toContainText('JOANA PEREIRA LIMA');
});
