// The public page follows the patient's choice: a private record shows only that it is private;
// a hidden section and hidden identity numbers say "Oculto pelo paciente", never "nothing".
import { screen, within } from '@testing-library/react';
import { saveVisibility } from '../../../src/api/visibility';
import { publicRecord, type RecordVisibility } from '../../../src/record';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { forgetUser } from '../../../src/session/forgetUser';
import { loginAs, silenceApiWarnings } from '../mocks/helpers';
import { renderApp } from '../renderApp';
import { definitionOf, pageLoad, recordLoaded, region, summaryPart, viewPath } from './viewHelpers';

silenceApiWarnings();

const card = DEMO_CARDS.full;
const HIDDEN = 'Oculto pelo paciente';

async function choose(visibility: Partial<RecordVisibility>) {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await saveVisibility(card, { ...publicRecord, ...visibility });
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
  await choose({ hiddenSections: ['allergies'], hideIdentityNumbers: true });
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
  await saveVisibility(card, { ...publicRecord, hiddenSections: ['allergies'] });
  // Still signed in, as on the owner's own phone: the page sends no token.
  await renderApp(viewPath(card));
  await recordLoaded();

  expect(within(region('Alergias')).getByText(HIDDEN)).toBeVisible();
  const summary = region('Resumo de emergência');
  expect(within(summaryPart(summary, 'Alergias')).getByText(HIDDEN)).toBeVisible();
  expect(screen.queryByText('Dipirona')).toBeNull();
  forgetUser();
});
