// One rule for the pregnancy section: it applies unless the record's gender is masculino, and the
// editor, its public-page choices and the view agree on it.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { getCards } from '@/api/cards';
import { saveVisibility } from '@/api/visibility';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readUser } from '@/session/cookies';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { silenceApiWarnings } from '../support/apiWarnings';
import { choose, openEditor, section, setDate, setUpEditorTests } from '../support/editor';
import { isoDate } from '@/lib/dates';

setUpEditorTests();
silenceApiWarnings();

const SHOWN = 'Seções mostradas na página pública';

function pregnancyOffered(): { section: boolean; choice: boolean } {
  const choices = screen.getByRole('group', { name: SHOWN });
  return {
    section: screen.queryByRole('region', { name: 'Gestação' }) !== null,
    choice: within(choices).queryByRole('checkbox', { name: 'Gestação' }) !== null,
  };
}

async function hiddenSectionsOf(card: string) {
  const user = readUser();
  if (!user) throw new Error('not logged in');
  const cards = await getCards(user.id);
  return cards.find((c) => c.number === card)?.visibility?.hiddenSections;
}

it('a record without a gender offers the section and its public-page choice', async () => {
  await openEditor(DEMO_CARDS.empty);
  expect(pregnancyOffered()).toEqual({ section: true, choice: true });
});

it('choosing masculino takes both away at once, and another choice brings them back', async () => {
  const { user } = await openEditor(DEMO_CARDS.empty);
  const personal = section('Informações pessoais');
  await choose(user, personal, 'Gênero', 'Masculino');
  await waitFor(() => expect(pregnancyOffered()).toEqual({ section: false, choice: false }));
  await choose(user, personal, 'Gênero', 'Nenhuma das opções');
  await waitFor(() => expect(pregnancyOffered()).toEqual({ section: true, choice: true }));
});

it('a masculino record offers neither, and saving the choices keeps pregnancy as it was', async () => {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await saveVisibility(DEMO_CARDS.partial, {
    recordVisible: true,
    hiddenSections: ['pregnancy'],
    identityNumbers: 'masked',
  });
  const { user } = await openEditor(DEMO_CARDS.partial);
  expect(pregnancyOffered()).toEqual({ section: false, choice: false });

  const choices = screen.getByRole('group', { name: SHOWN });
  await user.click(within(choices).getByRole('checkbox', { name: 'Alergias' }));
  await user.click(screen.getByRole('button', { name: 'Salvar visibilidade' }));
  expect(await screen.findByText('Visibilidade salva.')).toBeInTheDocument();
  expect(await hiddenSectionsOf(DEMO_CARDS.partial)).toEqual(['pregnancy', 'allergies']);
});

it('a birth date under 10 years takes both away, and clearing it brings them back', async () => {
  const { user } = await openEditor(DEMO_CARDS.empty);
  const personal = section('Informações pessoais');
  const twoMonthsAgo = new Date();
  twoMonthsAgo.setMonth(twoMonthsAgo.getMonth() - 2);
  await setDate(user, personal, 'Data de nascimento', isoDate(twoMonthsAgo));
  await waitFor(() => expect(pregnancyOffered()).toEqual({ section: false, choice: false }));
  await user.clear(within(personal).getByLabelText('Data de nascimento'));
  await waitFor(() => expect(pregnancyOffered()).toEqual({ section: true, choice: true }));
});

it('a choice made before the gender is read leaves the pregnancy choice as saved: shown', async () => {
  let answerGender: (nothing: undefined) => void = () => undefined;
  const genderHeld = new Promise<undefined>((resolve) => {
    answerGender = resolve;
  });
  // The personal information waits, then falls through to the demo backend's answer.
  server.use(http.get(apiPath('/medical-record/personal-information'), () => genderHeld));
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const { user } = await renderApp(`/meu-prontuario/${DEMO_CARDS.empty}`);
  const choices = await screen.findByRole('group', { name: SHOWN }, { timeout: 10_000 });
  expect(pregnancyOffered().choice).toBe(false);
  await user.click(within(choices).getByRole('checkbox', { name: 'Alergias' }));

  answerGender(undefined);
  const pregnancy = await within(choices).findByRole('checkbox', { name: 'Gestação' });
  expect(pregnancy).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Salvar visibilidade' }));
  expect(await screen.findByText('Visibilidade salva.')).toBeInTheDocument();
  expect(await hiddenSectionsOf(DEMO_CARDS.empty)).toEqual(['allergies']);
});
