// The record's CPF is checked as registration and the profile check it, in their words.
import { screen, within } from '@testing-library/react';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  countPosts,
  openEditor,
  SAVE,
  saveSection,
  section,
  setUpEditorTests,
  stored,
  typeIn,
} from '../support/editor';

setUpEditorTests();

const card = DEMO_CARDS.empty;

it('refuses a CPF with wrong check digits, says why under the field, and sends nothing', async () => {
  const { user } = await openEditor(card);
  const region = section('Informações pessoais');
  const posts = countPosts();

  await typeIn(user, region, 'CPF', '111.111.111-11');
  await user.click(within(region).getByRole('button', { name: SAVE }));

  const cpf = within(region).getByLabelText('CPF');
  expect(cpf).toHaveAccessibleDescription('CPF inválido. Confira os dígitos.');
  expect(cpf).toHaveFocus();
  expect(posts.count).toBe(0);
  expect(screen.queryByText('Dados salvos com sucesso!')).not.toBeInTheDocument();
});

it('refuses a CPF short of 11 digits with the same words as registration', async () => {
  const { user } = await openEditor(card);
  const region = section('Informações pessoais');
  const posts = countPosts();

  await typeIn(user, region, 'CPF', '529.982');
  await user.click(within(region).getByRole('button', { name: SAVE }));

  expect(within(region).getByLabelText('CPF')).toHaveAccessibleDescription(
    'O CPF deve ter 11 dígitos.',
  );
  expect(posts.count).toBe(0);
});

it('saves a valid CPF, and a record without any CPF', async () => {
  const { user } = await openEditor(card);
  const region = section('Informações pessoais');

  await typeIn(user, region, 'Nome completo', 'Ana Lima');
  await saveSection(user, region);
  expect((await stored('personal-information', card))[0]?.cpf ?? '').toBe('');

  await typeIn(user, region, 'CPF', '529.982.247-25');
  await saveSection(user, region);
  expect((await stored('personal-information', card))[0]?.cpf).toBe('52998224725');
});
