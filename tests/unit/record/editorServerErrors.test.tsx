// A save the server refuses field by field (422): each message under its field, the focus on the
// first, and what was typed kept, in flat and list sections alike.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { countPosts, openEditor, SAVE, section, setUpEditorTests, typeIn } from '../support/editor';

setUpEditorTests();

function refuse(resource: string, errors: Record<string, string[]>) {
  server.use(
    http.post(apiPath(`/medical-record/${resource}`), () =>
      HttpResponse.json({ message: 'Dados inválidos.', errors }, { status: 422 }),
    ),
  );
}

it('puts a list section’s field messages under the card’s fields and focuses the first', async () => {
  const { user } = await openEditor(DEMO_CARDS.empty);
  const allergies = section('Alergias');
  await typeIn(user, allergies, 'Alergia a (Alergia 1)', 'Pólen');
  refuse('allergies', { 'allergy.0.reaction': ['Descreva a reação.'] });
  const posts = countPosts();

  await user.click(within(allergies).getByRole('button', { name: SAVE }));

  const reaction = await within(allergies).findByRole('textbox', { name: 'Reação (Alergia 1)' });
  expect(reaction).toHaveAccessibleDescription('Descreva a reação.');
  expect(reaction).toHaveFocus();
  expect(within(allergies).getByRole('textbox', { name: 'Alergia a (Alergia 1)' })).toHaveValue(
    'Pólen',
  );
  expect(posts.count).toBe(1);
});

it('puts a flat section’s field message under its field', async () => {
  const { user } = await openEditor(DEMO_CARDS.empty);
  const personal = section('Informações pessoais');
  await typeIn(user, personal, 'Nome completo', 'Ana Souza');
  refuse('personal-information', { name: ['Informe o nome completo.'] });

  await user.click(within(personal).getByRole('button', { name: SAVE }));

  const name = await within(personal).findByRole('textbox', { name: 'Nome completo' });
  expect(name).toHaveAccessibleDescription('Informe o nome completo.');
  expect(name).toHaveFocus();
  expect(screen.queryByText('Dados inválidos.')).not.toBeInTheDocument();
});
