// The date of something that has happened (a birth, a placement, a vaccination) is never later
// than today: the editor says so under the field before sending anything.
import { screen, within } from '@testing-library/react';
import { isoDate } from '@/lib/dates';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  countPosts,
  openEditor,
  SAVE,
  section,
  setDate,
  setUpEditorTests,
} from '../support/editor';

setUpEditorTests();

const FUTURE = 'Esta data ainda não chegou: informe uma data até hoje.';

function daysFromToday(days: number): string {
  const now = new Date();
  return isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

it('refuses a birth date in the future with a clear message, and saves once it is corrected', async () => {
  const { user } = await openEditor(DEMO_CARDS.full);
  const personal = section('Informações pessoais');
  const birth = within(personal).getByLabelText('Data de nascimento');
  // The picker offers no later day.
  expect(birth).toHaveAttribute('max', daysFromToday(0));

  const posts = countPosts();
  await setDate(user, personal, 'Data de nascimento', daysFromToday(1));
  await user.click(within(personal).getByRole('button', { name: SAVE }));
  expect(await within(personal).findByText(FUTURE)).toBeVisible();
  expect(birth).toHaveAccessibleDescription(FUTURE);
  expect(birth).toHaveFocus();
  expect(posts.count).toBe(0);

  await setDate(user, personal, 'Data de nascimento', daysFromToday(0));
  await user.click(within(personal).getByRole('button', { name: SAVE }));
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  expect(within(personal).queryByText(FUTURE)).not.toBeInTheDocument();
});

it('lets a date that may lie ahead (an end of coverage) be in the future', async () => {
  const { user } = await openEditor(DEMO_CARDS.full);
  const insurance = section('Seguro de saúde');
  await setDate(user, insurance, 'Fim da vigência', daysFromToday(400));
  await user.click(within(insurance).getByRole('button', { name: SAVE }));
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  expect(within(insurance).queryByText(FUTURE)).not.toBeInTheDocument();
});
