// The public page follows the patient's choice: a private record shows only that it is private;
// a hidden section and hidden identity numbers say "Oculto pelo paciente", never "nothing".
import { screen, within } from '@testing-library/react';
import { saveVisibility } from '@/api/visibility';
import { defaultVisibility, type RecordVisibility } from '@/record';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { forgetUser } from '@/session/forgetUser';
import { loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';
import { renderApp } from '../support/renderApp';
import {
  answerResource,
  definitionOf,
  pageLoad,
  recordLoaded,
  region,
  summaryPart,
  viewPath,
  printWindowFilled,
} from '../support/recordView';

const answerPersonal = (item: Record<string, unknown>) =>
  answerResource('personal-information', [item]);

silenceApiWarnings();

const card = DEMO_CARDS.full;
const HIDDEN = 'Oculto pelo paciente';

async function choose(visibility: Partial<RecordVisibility>) {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await saveVisibility(card, { ...defaultVisibility, ...visibility });
  forgetUser();
}

it('shows a private record as private, with nothing of it', async () => {
  await choose({ recordVisible: false });
  await renderApp(viewPath(card));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Prontuário privado' }, pageLoad),
  ).toBeVisible();
  expect(screen.getByText(/O paciente escolheu manter este prontuário privado/)).toBeVisible();
  expect(screen.queryByText(DEMO_NAME)).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Resumo de emergência' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Imprimir Prontuário' })).toBeNull();
});

it('says a hidden section and hidden identity numbers are hidden, keeping the name', async () => {
  await choose({ hiddenSections: ['allergies'], identityNumbers: 'hidden' });
  await renderApp(viewPath(card));
  await recordLoaded();

  const allergies = region('Alergias');
  expect(within(allergies).getByText(HIDDEN)).toBeVisible();
  expect(within(allergies).queryByRole('listitem')).toBeNull();
  const summary = region('Resumo de emergência');
  const allergyPart = summaryPart(summary, 'Alergias');
  expect(within(allergyPart).getByText(HIDDEN)).toBeVisible();
  expect(within(allergyPart).queryByText('Nenhum registro')).toBeNull();

  const personal = region('Informações pessoais');
  expect(within(personal).getByText(DEMO_NAME)).toBeVisible();
  expect(definitionOf(personal, 'CPF')).toHaveTextContent(HIDDEN);
  expect(definitionOf(personal, 'Passaporte')).toHaveTextContent(HIDDEN);
  expect(screen.queryByText('529.982.247-25')).toBeNull();
  // The other sections show as before.
  expect(within(region('Medicamentos')).getAllByRole('listitem').length).toBeGreaterThan(0);
});

it('shows the signed-in owner what the public sees: the hidden section stays hidden', async () => {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await saveVisibility(card, { ...defaultVisibility, hiddenSections: ['allergies'] });
  // Still signed in, as on the owner's own phone: the page sends no token.
  await renderApp(viewPath(card));
  await recordLoaded();

  expect(within(region('Alergias')).getByText(HIDDEN)).toBeVisible();
  const summary = region('Resumo de emergência');
  expect(within(summaryPart(summary, 'Alergias')).getByText(HIDDEN)).toBeVisible();
  expect(screen.queryByText('Dipirona')).toBeNull();
  forgetUser();
});

it('shows the identity numbers in part by default, never in full, in the view and its print', async () => {
  const sheet = document.implementation.createHTMLDocument('');
  vi.spyOn(window, 'open').mockReturnValue({
    document: sheet,
    print: vi.fn(),
    focus: vi.fn(),
  } as unknown as Window);
  const { user } = await renderApp(viewPath(card));
  await recordLoaded();

  const personal = region('Informações pessoais');
  expect(within(personal).getByText(DEMO_NAME)).toBeVisible();
  expect(definitionOf(personal, 'CPF')).toHaveTextContent('***.982.247-** (em parte)');
  expect(definitionOf(personal, 'Passaporte')).toHaveTextContent('******456 (em parte)');
  expect(document.body.textContent).not.toMatch(/529\.?982\.?247-?25|FX123456/);

  await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));

  await printWindowFilled();
  const printed = sheet.body.textContent ?? '';
  expect(printed).toContain('***.982.247-**');
  expect(printed).not.toMatch(/529\.?982\.?247-?25|FX123456/);
});

it('masks a number named as masked even when the answer holds it in full', async () => {
  answerPersonal({
    name: DEMO_NAME,
    cpf: '52998224725',
    passport: 'FX123456',
    masked_fields: ['cpf', 'passport'],
  });
  await renderApp(viewPath(card));
  await recordLoaded();
  const personal = region('Informações pessoais');
  expect(definitionOf(personal, 'CPF')).toHaveTextContent('***.982.247-**');
  expect(definitionOf(personal, 'Passaporte')).toHaveTextContent('******456');
  expect(document.body.textContent).not.toMatch(/529\.?982\.?247-?25|FX123456/);
});

it('shows the numbers in full when the owner chose so', async () => {
  await choose({ identityNumbers: 'full' });
  await renderApp(viewPath(card));
  await recordLoaded();
  expect(definitionOf(region('Informações pessoais'), 'CPF')).toHaveTextContent('529.982.247-25');
});
