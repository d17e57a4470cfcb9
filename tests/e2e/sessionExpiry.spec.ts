import { expect, test, type Locator, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { DEMO_NAME, OTHER_EMAIL, OTHER_PASSWORD } from '@/mocks/seed';
import {
  axeViolations,
  DEMO_CARDS,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  openAsDemo,
  nothingLoading,
} from './support';

// Playwright turns Chromium's back-forward cache off; the last test here needs it.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumFlags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const SAVE = /^Salvar alterações/;

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The server no longer takes the stored token, as when the session expired there. */
async function expireSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.cookie = 'token=sessao-expirada; path=/; SameSite=Strict';
  });
}

test('a save refused because the session expired goes through once the password is given again, nothing typed lost', async ({
  page,
}) => {
  await openAsDemo(page, `/meu-prontuario/${DEMO_CARDS.empty}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Prontuário' })).toBeVisible();
  await nothingLoading(page);
  const allergies = section(page, 'Alergias');
  const name = allergies.getByLabel('Alergia a (Alergia 1)', { exact: true });
  const reaction = allergies.getByLabel('Reação (Alergia 1)', { exact: true });
  await name.fill('Dipirona');
  await reaction.fill('Urticária no corpo todo');
  await expireSession(page);

  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/allergies')) {
      saves.push(response.status());
    }
  });
  const saveButton = allergies.getByRole('button', { name: SAVE });
  await saveButton.click();

  const dialog = page.getByRole('dialog', { name: 'Sua sessão expirou' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Conta: ${DEMO_EMAIL}`)).toBeVisible();
  const password = dialog.getByLabel('Senha', { exact: true });
  await expect(password).toBeFocused();
  expect(await axeViolations(page, 'the sign-in dialog: ')).toEqual([]);
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');

  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(saves).toEqual([401, 200]);
  expect(new URL(page.url()).pathname).toBe(`/meu-prontuario/${DEMO_CARDS.empty}`);
  await expect(name).toHaveValue('Dipirona');
  await expect(reaction).toHaveValue('Urticária no corpo todo');
  await expect(saveButton).toBeFocused();

  await page.reload();
  await nothingLoading(page);
  await expect(
    section(page, 'Alergias').getByLabel('Reação (Alergia 1)', { exact: true }),
  ).toHaveValue('Urticária no corpo todo');
});

test('after a logout, a private page the back button restores shows the login page, not its data', async ({
  page,
}) => {
  // Every show of each page, and whether it came from the back-forward cache.
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    Object.assign(window, { pageShows: shows });
    window.addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
  await openAsDemo(page, '/meu-perfil');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Minha Página de Perfil' }),
  ).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue(DEMO_NAME);
  // Another page of the site, loaded in full: the profile's page waits in the cache meanwhile.
  await page.goto('/planos');
  await page.getByRole('button', { name: 'Meu perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login/');

  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL('**/planos', { waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  // The profile's page back from the cache shows the app's answer; Chromium keeps no page with a
  // BroadcastChannel open (the session's news between tabs) there, and loads it anew instead.
  expect([[false], [false, true]]).toContainEqual(
    await page.evaluate(() => Reflect.get(window, 'pageShows')),
  );
  expect(new URL(page.url()).pathname).toBe('/login/');
  await expect(page.getByText(DEMO_NAME)).toHaveCount(0);
  await expect(page.getByLabel('Nome completo')).toHaveCount(0);
});

test('a tab keeps its user: once another tab logs in as someone else, it hides what it showed', async ({
  context,
}) => {
  const first = await context.newPage();
  await openAsDemo(first, '/meu-perfil');
  await expect(first.getByLabel('Nome completo')).toHaveValue(DEMO_NAME);

  // Someone else on the same browser: the demo user is logged out in a second tab (a signed-in
  // user is sent on from the login page), then the other one logs in there.
  const second = await context.newPage();
  await second.goto('/meus-cartoes');
  await second.getByRole('button', { name: 'Meu perfil' }).click();
  await second.getByRole('button', { name: 'Sair' }).click();
  await second.waitForURL('**/login/');
  await second.getByLabel('E-mail').fill(OTHER_EMAIL);
  await second.getByLabel('Senha').fill(OTHER_PASSWORD);
  await second.getByRole('button', { name: 'Entrar' }).click();
  await second.waitForURL('**/meus-cartoes');

  // The first tab's form was filled for the demo user: it is hidden, saying why, and can no
  // longer be saved onto the other account.
  await expect(first.getByRole('region', { name: 'Sua sessão terminou' })).toContainText(
    'Outra pessoa entrou neste navegador em outra aba.',
  );
  await expect(first.getByLabel('Nome completo')).toBeHidden();
});
