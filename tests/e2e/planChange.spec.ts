import { expect, test } from '@playwright/test';
import {
  choosePassword,
  fillCard,
  newBuyer,
  registerFromPlans,
  verifyCode,
} from './support/accountFlows';
import { axeViolations, watchConsole } from './support';

test('a buyer of the smallest plan changes, from the profile, to a larger one and gets its cards', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const check = watchConsole(page);

  // Logged in with the one-card plan: a new buyer of the Individual plan, paid by card.
  await registerFromPlans(page, newBuyer());
  await verifyCode(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  const bought = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
  await expect(bought).toBeVisible({ timeout: 10_000 });
  await choosePassword(bought);

  await page.goto('/meu-perfil');
  const myPlan = page.getByRole('region', { name: 'Meu plano' });
  await expect(myPlan.getByText('Plano Individual')).toBeVisible();
  await myPlan.getByRole('link', { name: 'Trocar de plano' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Trocar de plano' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Plano Individual' }).getByText('Seu plano atual'),
  ).toBeVisible();
  expect(await axeViolations(page, 'plan change: ')).toEqual([]);
  await page.getByRole('link', { name: 'Trocar para este plano: Plano Familiar +' }).click();

  await page.getByRole('button', { name: 'Continuar com minha conta' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  await fillCard(page);
  await page.getByRole('button', { name: 'Pagar R$ 650,00' }).click();
  const changed = page.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
  await expect(changed).toBeVisible({ timeout: 10_000 });
  await changed.getByRole('link', { name: 'Ver meus cartões' }).click();

  await page.waitForURL('**/meus-cartoes');
  await page.getByRole('button', { name: 'Aceitar Termos' }).click();
  await expect(page.getByText('Seu plano: Plano Familiar +')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);

  await page.goto('/meu-perfil');
  await expect(myPlan.getByText('Plano Familiar +')).toBeVisible();
  await expect(myPlan.getByText('R$ 650,00')).toBeVisible();
  await expect(myPlan.getByText(/^6 cartões/)).toBeVisible();
  check();
});
