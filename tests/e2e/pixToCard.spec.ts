import { expect, test } from '@playwright/test';
import { callApi, fillCard, newBuyer, registerFromPlans, verifyCode } from './support/accountFlows';
import { axeAtWidths } from './support/axeAtWidths';
import { watchConsole } from './support';

test('a buyer who generated a Pix code can still pay by card, after a reload too: the Pix is cancelled and one purchase is charged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const check = watchConsole(page);
  const buyer = newBuyer();
  await registerFromPlans(page, buyer);
  await verifyCode(page);
  await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(page.getByLabel('Código Pix copia e cola')).toBeVisible();
  const cardChoice = page.getByRole('radio', { name: 'Cartão de crédito' });
  await expect(cardChoice).toBeDisabled();

  // The screen says what happens to the code, and the way out is there after a reload too.
  await page.reload();
  await page.getByRole('button', { name: 'Continuar com minha conta' }).click();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  await expect(cardChoice).toBeDisabled();
  await expect(page.getByText(/^Um código Pix foi gerado para esta compra/)).toBeVisible();
  const found = await axeAtWidths(page, 'Pix waiting');

  await page.getByRole('button', { name: 'Cancelar o Pix e pagar com cartão' }).click();
  const done = page.getByRole('status').filter({ hasText: /^Pix cancelado/ });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(cardChoice).toBeEnabled();
  await expect(cardChoice).toBeChecked();
  found.push(...(await axeAtWidths(page, 'Pix cancelled')));
  expect(found, found.join('\n')).toEqual([]);
  await page.screenshot({ path: 'test-results/pix-cancelled.png', fullPage: true });

  await fillCard(page);
  await page.getByRole('button', { name: 'Pagar R$ 150,00' }).click();
  await expect(page.getByRole('dialog', { name: 'Compra realizada com sucesso!' })).toBeVisible();
  const info = await callApi(page, '/user/info');
  expect((info.body as { payments: unknown[] }).payments).toHaveLength(1);
  check();
});
