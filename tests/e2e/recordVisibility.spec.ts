// The patient's public-page choice, through the demo build: set in the editor, obeyed by the
// logged-out record view (and by the demo backend under it).
import { expect, test, type Page, type Response } from '@playwright/test';
import { logIn } from './support/accountFlows';
import { axeViolations, DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from './support';

const card = DEMO_CARDS.full;
const EDITOR = `/meu-prontuario/${card}`;
const VIEW = `/prontuario-do-usuario/${card}`;
const NAME = 'Maria Helena Souza';
const CPF = '529.982.247-25';
const IDENTITY = 'Números de documento (CPF e passaporte) na página pública';

async function openEditor(page: Page) {
  await page.goto('/login');
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto(EDITOR);
  await expect(
    page.getByRole('group', { name: 'Deseja manter esse prontuário visível?' }),
  ).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar visibilidade' }).click();
  await expect(page.getByText('Visibilidade salva.')).toBeVisible();
}

interface Answer {
  status: number;
  body: string;
}

/**
 * Opens the public page logged out; answers a way to stop listening and get every record read's
 * answer so far (to call before leaving the page, whose answers' bodies go with it).
 */
async function openLoggedOut(page: Page): Promise<() => Promise<Answer[]>> {
  await page.context().clearCookies();
  const reads: Promise<Answer>[] = [];
  const listener = (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/medical-record/')) return;
    reads.push(response.text().then((body) => ({ status: response.status(), body })));
  };
  page.on('response', listener);
  await page.goto(VIEW);
  return () => {
    page.off('response', listener);
    return Promise.all(reads);
  };
}

test('"Não" makes the public page private; hidden sections and numbers say so', async ({
  page,
}) => {
  await openEditor(page);
  const question = page.getByRole('group', { name: 'Deseja manter esse prontuário visível?' });
  await question.getByRole('radio', { name: 'Não' }).check();
  await save(page);

  const answersSoFar = await openLoggedOut(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Prontuário privado' })).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Resumo de emergência' })).toHaveCount(0);
  expect(await axeViolations(page, 'private page: ')).toEqual([]);
  // No section's data crossed: every read the page got was refused as private.
  const answers = await answersSoFar();
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'record_private' });
  }

  await openEditor(page);
  await question.getByRole('radio', { name: 'Sim' }).check();
  const shown = page.getByRole('group', { name: 'Seções mostradas na página pública' });
  await shown.getByRole('checkbox', { name: 'Alergias' }).uncheck();
  await page.getByRole('group', { name: IDENTITY }).getByRole('radio', { name: 'Ocultos' }).check();
  await save(page);
  await expect(
    page.getByRole('region', { name: 'Alergias' }).getByText('Oculta na página pública'),
  ).toBeVisible();

  const publicReads = await openLoggedOut(page);
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  const statuses = (await publicReads()).map((answer) => answer.status);
  expect(statuses.filter((status) => status === 403)).toHaveLength(1);
  const allergies = page.getByRole('region', { name: 'Alergias' });
  await expect(allergies.getByText('Oculto pelo paciente')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo de emergência' });
  await expect(summary.getByText('Oculto pelo paciente')).toBeVisible();
  await expect(summary.getByText(NAME)).toBeVisible();
  await expect(page.getByText(CPF)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Informações pessoais' }).getByText('Oculto pelo paciente'),
  ).toHaveCount(2);
});

test('the public page shows the document numbers in part by default; the owner may show them whole', async ({
  page,
}) => {
  const answersSoFar = await openLoggedOut(page);
  const personal = page.getByRole('region', { name: 'Informações pessoais' });
  await expect(personal.getByText('***.982.247-** (em parte)')).toBeVisible();
  await expect(personal.getByText('******456 (em parte)')).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  await expect(page.getByText(CPF)).toHaveCount(0);
  expect(await axeViolations(page, 'masked numbers: ')).toEqual([]);
  // The full numbers never reached the page: the demo backend masked them.
  for (const answer of await answersSoFar())
    expect(answer.body).not.toMatch(/52998224725|FX123456/);

  await openEditor(page);
  const identity = page.getByRole('group', { name: IDENTITY });
  await expect(identity.getByRole('radio', { name: 'Em parte (***.456.789-**)' })).toBeChecked();
  await identity.getByRole('radio', { name: 'Completos' }).check();
  await save(page);
  const answersNow = await openLoggedOut(page);
  await expect(
    page.getByRole('region', { name: 'Informações pessoais' }).getByText(CPF),
  ).toBeVisible();
  // Read before the test ends, which takes the answers' bodies with the page.
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  await answersNow();
});
