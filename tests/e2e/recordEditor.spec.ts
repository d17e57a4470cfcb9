import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  axeViolations,
  clickAndWaitForScroll,
  DEMO_CARDS,
  openAsDemo,
  networkSettled,
  nothingLoading,
  watchConsole,
} from './support';

const XSS_CORPUS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
] as const;

const editorPath = (card: string) => `/meu-prontuario/${card}`;

/** Waits until the editor is up and no section is loading any more. */
async function sectionsRead(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Prontuário' })).toBeVisible();
  await nothingLoading(page);
}

/** Opens the editor of a card and waits until no section is loading any more. */
async function openEditor(page: Page, card: string): Promise<void> {
  await openAsDemo(page, editorPath(card));
  await sectionsRead(page);
}

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Saves a section and waits for the answer, the toast and the reload. */
async function save(region: Locator): Promise<void> {
  const page = region.page();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/api/medical-record/'),
  );
  await region.getByRole('button', { name: /^Salvar alterações/ }).click();
  expect((await answered).status()).toBe(200);
  // Toasts of earlier saves may still be on screen.
  await expect(page.getByText('Dados salvos com sucesso!').last()).toBeVisible();
  await expect(region.getByRole('button', { name: /^Salvar alterações/ })).toBeEnabled();
}

/**
 * The demo backend answers from a service worker, which page.route() cannot see. Telling the
 * worker that this page is gone makes it let the page's requests through to the network, where
 * page.route() takes them; telling it the page is back restores the demo backend.
 */
async function demoBackend(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    async (message) => {
      navigator.serviceWorker.controller?.postMessage(message);
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
    on ? 'MOCK_ACTIVATE' : 'CLIENT_CLOSED',
  );
}

/** Elements a stored string would have become, had it been read as HTML. */
async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll('main img[src="x"], main [onerror], main [onload], main svg')
        .length + [...document.scripts].filter((s) => s.textContent?.includes('alert(1)')).length,
  );
}

test('a failed save keeps every typed value and says so', async ({ page }) => {
  await openEditor(page, DEMO_CARDS.empty);
  const region = section(page, 'Alergias');
  await region.getByLabel('Alergia a (Alergia 1)', { exact: true }).fill('Pólen');
  await region
    .getByLabel('Gravidade (Alergia 1)', { exact: true })
    .selectOption({ label: 'Moderada' });
  await region.getByRole('button', { name: /^Adicionar/ }).click();
  await region.getByLabel('Reação (Alergia 2)', { exact: true }).fill('Espirros');

  let posts = 0;
  await page.route('**/api/medical-record/allergies', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    return route.fulfill({ status: 500, json: { message: 'Servidor fora do ar.' } });
  });
  await demoBackend(page, false);
  await region.getByRole('button', { name: /^Salvar alterações/ }).click();

  await expect(page.getByText('Erro ao salvar dados')).toBeVisible();
  await expect(region.getByRole('alert')).toHaveText('Servidor fora do ar.');
  expect(posts).toBe(1);
  await expect(region.getByLabel('Alergia a (Alergia 1)', { exact: true })).toHaveValue('Pólen');
  await expect(region.getByLabel('Gravidade (Alergia 1)', { exact: true })).toHaveValue('Moderada');
  await expect(region.getByLabel('Reação (Alergia 2)', { exact: true })).toHaveValue('Espirros');
  await expect(region.getByRole('button', { name: /^Salvar alterações/ })).toBeEnabled();

  // Back to the demo backend: the same values go through, and the error goes away.
  await page.unroute('**/api/medical-record/allergies');
  await demoBackend(page, true);
  await save(region);
  await expect(region.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(
    section(page, 'Alergias').getByLabel('Reação (Alergia 2)', { exact: true }),
  ).toHaveValue('Espirros');
});

test('user text that looks like HTML stays text, after saving and reloading', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    // The unsaved-changes guard may still ask while the last save settles: not what this test is about.
    if (dialog.type() === 'beforeunload') {
      void dialog.accept();
      return;
    }
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const check = watchConsole(page);
  await openEditor(page, DEMO_CARDS.empty);

  const personal = section(page, 'Informações pessoais');
  await personal.getByLabel('Nome completo', { exact: true }).fill(XSS_CORPUS[0]);
  await personal.getByLabel('Passaporte', { exact: true }).fill(XSS_CORPUS[3]);
  await save(personal);

  const allergies = section(page, 'Alergias');
  await allergies.getByLabel('Alergia a (Alergia 1)', { exact: true }).fill(XSS_CORPUS[1]);
  await allergies.getByLabel('Reação (Alergia 1)', { exact: true }).fill(XSS_CORPUS[2]);
  await save(allergies);

  const exams = section(page, 'Exames');
  await exams.getByLabel('Exame (Exame 1)', { exact: true }).fill(XSS_CORPUS[3]);
  await exams
    .getByLabel('Resultados e Observações (Exame 1)', { exact: true })
    .fill(XSS_CORPUS.join('\n'));
  await save(exams);

  // A read still on its way when the page goes has no page left for the demo worker to answer
  // it: it reaches the preview server and logs a 404 (support.ts, loginAsDemo).
  await networkSettled(page);
  await page.reload();
  await sectionsRead(page);
  await expect(
    section(page, 'Informações pessoais').getByLabel('Nome completo', { exact: true }),
  ).toHaveValue(XSS_CORPUS[0]);
  await expect(
    section(page, 'Informações pessoais').getByLabel('Passaporte', { exact: true }),
  ).toHaveValue(XSS_CORPUS[3]);
  await expect(
    section(page, 'Alergias').getByLabel('Alergia a (Alergia 1)', { exact: true }),
  ).toHaveValue(XSS_CORPUS[1]);
  await expect(
    section(page, 'Alergias').getByLabel('Reação (Alergia 1)', { exact: true }),
  ).toHaveValue(XSS_CORPUS[2]);
  await expect(section(page, 'Exames').getByLabel('Exame (Exame 1)', { exact: true })).toHaveValue(
    XSS_CORPUS[3],
  );
  await expect(
    section(page, 'Exames').getByLabel('Resultados e Observações (Exame 1)', { exact: true }),
  ).toHaveValue(XSS_CORPUS.join('\n'));
  expect(await injectedElements(page)).toBe(0);
  // Time for any injected handler to have fired.
  await page.waitForTimeout(300);
  expect(dialogs, 'no alert() may ever run').toEqual([]);
  check();
});

test('the menu follows the scroll and takes the focus to the section chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, DEMO_CARDS.full);
  const nav = page.getByRole('navigation', { name: 'Seções do prontuário' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Informações pessoais' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  await clickAndWaitForScroll(page, nav.getByRole('link', { name: 'Exames' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Exames' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Exames' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // Scrolling by hand moves the highlight to the section in the middle of the viewport. Scrolled
  // again until it holds: a section still settling its height on a busy machine may move the
  // page after the first try.
  await expect(async () => {
    await section(page, 'Alergias').evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight / 2 + 40, behavior: 'instant' });
    });
    await expect(nav.getByRole('link', { name: 'Alergias' })).toHaveAttribute(
      'aria-current',
      'location',
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(nav.getByRole('link', { name: 'Exames' })).not.toHaveAttribute('aria-current');
});

test('on a phone the editor of a full record fits the width: nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, DEMO_CARDS.full);
  await expect(section(page, 'Vacinas').getByRole('combobox').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('on a phone the sections menu opens full screen and closes on a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, DEMO_CARDS.full);
  await expect(page.getByRole('navigation', { name: 'Seções do prontuário' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu (Seções do prontuário)' }).click();
  const menu = page.getByRole('dialog', { name: 'Seções do prontuário' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await expect(menu.getByRole('button', { name: 'Fechar' })).toBeFocused();
  await menu.getByRole('link', { name: 'Vacinas' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Vacinas' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Vacinas' })).toBeInViewport();
});

test('leaving with unsaved changes asks first, the history buttons included', async ({ page }) => {
  await openEditor(page, DEMO_CARDS.full);
  const planos = page.getByRole('banner').getByRole('link', { name: 'Planos' }).first();
  // Untouched, the editor lets go; back in it through the history, within the app.
  await planos.click();
  await expect(page).toHaveURL(/\/planos$/);
  await page.goBack();
  // The editor opens again and reads every section again: an answer after the typing below would
  // put the stored value back, and the form would no longer hold unsaved changes.
  await sectionsRead(page);

  await section(page, 'Toxicomania')
    .getByLabel('Substância (Substância 1)', { exact: true })
    .fill('Nicotina');
  // The page says it holds unsaved changes in the commit that arms the guard; the guard's own
  // effect runs before the next frame. Going forward earlier would race it, as no person can.
  await expect(page.locator('[data-unsaved-changes="true"]')).toBeAttached();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await page.goForward();
  const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ficar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${editorPath(DEMO_CARDS.full)}$`));
  await expect(
    section(page, 'Toxicomania').getByLabel('Substância (Substância 1)', { exact: true }),
  ).toHaveValue('Nicotina');

  await planos.click();
  await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/planos$/);
});

for (const width of [390, 1280]) {
  for (const card of [DEMO_CARDS.full, DEMO_CARDS.empty]) {
    test(`axe finds no violation on the editor of ${card} at ${width} px`, async ({ page }) => {
      // A long page of forms: axe takes its time.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await openEditor(page, card);
      const found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('axe finds no violation in the phone menu or the leave dialog', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, DEMO_CARDS.empty);
  await page.getByRole('button', { name: 'Menu (Seções do prontuário)' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await section(page, 'Exames').getByLabel('Exame (Exame 1)', { exact: true }).fill('Glicemia');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Sair sem salvar?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
