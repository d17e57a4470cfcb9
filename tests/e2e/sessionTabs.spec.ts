import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accountFlows';
import { axeViolations, DEMO_EMAIL, DEMO_PASSWORD, openAsDemo } from './support';

// A session ends in every tab of the browser at once: a tab showing private data hides it for the
// login page, saying why, and what was typed there comes back if the same user signs in again.

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Meu perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login/');
}

for (const channel of ['BroadcastChannel', 'the storage event'] as const) {
  test(`logging out in one tab hides the profile open in another (${channel})`, async ({
    context,
  }) => {
    if (channel === 'the storage event') {
      await context.addInitScript(() => {
        Reflect.deleteProperty(window, 'BroadcastChannel');
      });
    }
    const other = await context.newPage();
    await openAsDemo(other, '/meu-perfil');
    const name = other.getByLabel('Nome completo');
    await expect(name).toHaveValue(/\w/);
    await name.fill('Nome ainda não salvo');

    const page = await context.newPage();
    await page.goto('/meus-cartoes');
    await logOut(page);

    await expect(
      other.getByRole('heading', { level: 1, name: 'Sua sessão terminou' }),
    ).toBeFocused();
    await expect(
      other.getByText('Você saiu da sua conta em outra aba.', { exact: false }),
    ).toBeVisible();
    await expect(name).toBeHidden();
    await expect(other.getByRole('button', { name: 'Meu perfil' })).toHaveCount(0);
    expect(await axeViolations(other, 'the ended session: ')).toEqual([]);

    // The same user back in from the first tab: the profile shows again, as it was left.
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(name).toBeVisible();
    await expect(name).toHaveValue('Nome ainda não salvo');

    await other.getByRole('button', { name: 'Meu perfil' }).click();
    await other.getByRole('button', { name: 'Sair' }).click();
    await other.waitForURL('**/login/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sua sessão terminou' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ir para o login' }).click();
    await page.waitForURL('**/login/');
  });
}
