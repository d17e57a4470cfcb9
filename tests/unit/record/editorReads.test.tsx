// A section whose read failed, or answered a body of another shape, is never saved over what is
// stored: no blank cards to save until the section has been read.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  countPosts,
  openEditor,
  SAVE,
  section,
  setUpEditorTests,
  stored,
  typeIn,
} from '../support/editor';
import { silenceApiWarnings } from '../support/apiWarnings';

setUpEditorTests();

const card = DEMO_CARDS.full;
const BLOCKED =
  'Para não apagar o que já está guardado, esta seção só pode ser salva depois de ser lida com sucesso.';

silenceApiWarnings();

/** Answers the section's reads with a body of another shape until the returned stop is called. */
function answerAllergiesMalformed(): () => void {
  let malformed = true;
  server.use(
    http.get('*/api/medical-record/allergies', () =>
      // Once stopped, nothing returned: the demo backend answers.
      malformed ? HttpResponse.html('<html><body>Entre na rede Wi-Fi</body></html>') : undefined,
    ),
  );
  return () => {
    malformed = false;
  };
}

it('a section read as another shape shows no cards to save, says why and reads again', async () => {
  const storedAllergies = await stored('allergies', card);
  expect(storedAllergies).toHaveLength(4);
  answerAllergiesMalformed();
  const { user } = await openEditor(card);
  const posts = countPosts();
  const region = section('Alergias');
  const alert = within(region).getByRole('alert');
  expect(alert).toHaveTextContent('Erro ao carregar registro médico');
  expect(alert).toHaveTextContent(BLOCKED);
  expect(within(region).queryByRole('button', { name: SAVE })).toBeNull();
  expect(within(region).queryByLabelText('Alergia a (Alergia 1)')).toBeNull();
  expect(posts.count).toBe(0);

  server.resetHandlers();
  await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
  expect(await within(region).findByLabelText('Alergia a (Alergia 1)')).toHaveValue(
    storedAllergies[0]?.name,
  );
  expect(within(region).queryByRole('alert')).toBeNull();
  expect(within(region).getByRole('button', { name: SAVE })).toBeEnabled();
  expect(posts.count).toBe(0);
});

it('after a save whose read again failed, nothing is saved until the section is read', async () => {
  const { user } = await openEditor(card);
  const region = section('Alergias');
  await typeIn(user, region, 'Reação (Alergia 1)', 'Urticária');
  const stop = answerAllergiesMalformed();
  const posts = countPosts();
  await user.click(within(region).getByRole('button', { name: SAVE }));
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();

  const alert = await within(region).findByRole('alert');
  expect(alert).toHaveTextContent('Erro ao carregar registro médico');
  expect(alert).toHaveTextContent(BLOCKED);
  expect(posts.count).toBe(1);
  // What was typed stays, and is never replaced by blank cards.
  expect(within(region).getByLabelText('Reação (Alergia 1)')).toHaveValue('Urticária');
  expect(within(region).getByLabelText('Alergia a (Alergia 1)')).not.toHaveValue('');
  expect(within(region).queryByRole('button', { name: SAVE })).toBeNull();
  // Enter in a field submits the form: still nothing is sent.
  await user.type(within(region).getByLabelText('Reação (Alergia 1)'), '{Enter}');
  expect(posts.count).toBe(1);

  stop();
  await user.click(within(region).getByRole('button', { name: 'Ler novamente (Alergias)' }));
  await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
  expect(within(region).getByRole('button', { name: SAVE })).toBeEnabled();
  expect(within(region).getByLabelText('Reação (Alergia 1)')).toHaveValue('Urticária');
  expect((await stored('allergies', card))[0]?.reaction).toBe('Urticária');
  expect(posts.count).toBe(1);
});
