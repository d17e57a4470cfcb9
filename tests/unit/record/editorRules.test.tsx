// The conditional rules of SPEC.md sections 4 and 5, as the editor shows them while typing.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  answer,
  choose,
  countPosts,
  openEditor,
  SAVE,
  saveSection,
  section,
  sectionTitles,
  setDate,
  setUpEditorTests,
  stored,
  typeIn,
} from '../support/editor';

setUpEditorTests();

const card = DEMO_CARDS.empty;

describe('pregnancy follows the gender chosen in personal information', () => {
  it('stands right after blood type unless masculino is chosen', async () => {
    const { user } = await openEditor(card);
    const personal = section('Informações pessoais');
    const nav = screen.getByRole('navigation', { name: 'Seções do prontuário' });
    // No gender yet: a pregnancy may be there to record.
    expect(sectionTitles()).toContain('Gestação');

    await choose(user, personal, 'Gênero', 'Feminino');
    const titles = sectionTitles();
    expect(titles.indexOf('Gestação')).toBe(titles.indexOf('Tipo sanguíneo') + 1);
    expect(within(nav).getByRole('link', { name: 'Gestação' })).toBeInTheDocument();

    await choose(user, personal, 'Gênero', 'Masculino');
    expect(sectionTitles()).not.toContain('Gestação');
    expect(within(nav).queryByRole('link', { name: 'Gestação' })).not.toBeInTheDocument();

    await choose(user, personal, 'Gênero', 'Nenhuma das opções');
    expect(sectionTitles()).toContain('Gestação');
  });

  it('starts from the saved gender, and the value being typed wins over it', async () => {
    const { user } = await openEditor(DEMO_CARDS.full);
    expect(sectionTitles()).toContain('Gestação');
    expect(within(section('Gestação')).getByLabelText('Idade gestacional (semanas)')).toHaveValue(
      20,
    );
    await choose(user, section('Informações pessoais'), 'Gênero', 'Masculino');
    expect(sectionTitles()).not.toContain('Gestação');
  });
});

it('pregnancy asks for its details only when pregnant, and the risk type only at risk', async () => {
  const { user } = await openEditor(card);
  await choose(user, section('Informações pessoais'), 'Gênero', 'Feminino');
  const region = section('Gestação');
  const details = [
    'Data da última menstruação',
    'Idade gestacional (semanas)',
    'Observações',
  ] as const;
  const isShown = (label: string) => within(region).queryByLabelText(label) !== null;

  expect(details.filter(isShown)).toEqual([]);
  expect(within(region).queryByRole('group', { name: 'Gravidez de risco?' })).toBeNull();

  await answer(user, region, 'Está grávida?', 'Sim');
  expect(details.filter(isShown)).toEqual(details);
  expect(within(region).queryByRole('combobox', { name: 'Tipo de risco' })).toBeNull();

  await answer(user, region, 'Gravidez de risco?', 'Sim');
  expect(within(region).getByRole('combobox', { name: 'Tipo de risco' })).toBeInTheDocument();
  await answer(user, region, 'Gravidez de risco?', 'Não');
  expect(within(region).queryByRole('combobox', { name: 'Tipo de risco' })).toBeNull();

  await answer(user, region, 'Gravidez de risco?', 'Sim');
  await answer(user, region, 'Está grávida?', 'Não');
  expect(details.filter(isShown)).toEqual([]);
  expect(within(region).queryByRole('combobox', { name: 'Tipo de risco' })).toBeNull();
});

it('a medicine asks for its end date only while its status is Concluído, and sends it only then', async () => {
  const { user } = await openEditor(card);
  const region = section('Medicamentos');
  await user.click(within(region).getByRole('button', { name: 'Adicionar primeiro medicamento' }));
  const endDate = 'Data de término (Medicamento 1)';
  expect(within(region).queryByLabelText(endDate)).toBeNull();

  await choose(user, region, 'Situação (Medicamento 1)', 'Concluído');
  await setDate(user, region, endDate, '2024-05-12');
  await choose(user, region, 'Situação (Medicamento 1)', 'Ativo');
  expect(within(region).queryByLabelText(endDate)).toBeNull();

  await typeIn(user, region, 'Medicamento (Medicamento 1)', 'Amoxicilina');
  await saveSection(user, region);
  expect(await stored('medicines', card)).toEqual([
    expect.objectContaining({ name: 'Amoxicilina', status: 'Ativo', end_date: '' }),
  ]);
});

it('a hospitalization asks for the discharge date only after a discharge', async () => {
  const { user } = await openEditor(card);
  const region = section('Internações');
  await user.click(within(region).getByRole('button', { name: 'Adicionar primeira internação' }));
  const question = within(region).getByRole('group', { name: 'Recebeu alta? (Internação 1)' });
  // Unanswered until answered: a new stay is not said to go on.
  for (const radio of within(question).getAllByRole('radio')) expect(radio).not.toBeChecked();
  expect(within(region).queryByLabelText('Data da alta (Internação 1)')).toBeNull();

  await answer(user, region, 'Recebeu alta? (Internação 1)', 'Sim');
  expect(within(region).getByLabelText('Data da alta (Internação 1)')).toBeInTheDocument();
  await answer(user, region, 'Recebeu alta? (Internação 1)', 'Não');
  expect(within(region).queryByLabelText('Data da alta (Internação 1)')).toBeNull();
});

it('a prosthesis asks for the removal date only while its status is retirada', async () => {
  const { user } = await openEditor(card);
  const region = section('Próteses');
  await user.click(within(region).getByRole('button', { name: 'Adicionar primeira prótese' }));
  expect(within(region).queryByLabelText('Data da retirada (Prótese 1)')).toBeNull();

  await choose(user, region, 'Situação (Prótese 1)', 'Retirada');
  expect(within(region).getByLabelText('Data da retirada (Prótese 1)')).toBeInTheDocument();
  await choose(user, region, 'Situação (Prótese 1)', 'Presente');
  expect(within(region).queryByLabelText('Data da retirada (Prótese 1)')).toBeNull();
});

it('removing a contact saves the remaining list and reads it again', async () => {
  const full = DEMO_CARDS.full;
  const { user } = await openEditor(full);
  const region = section('Contatos de emergência');
  expect(within(region).queryByRole('button', { name: 'Remover (Contato 1)' })).toBeNull();
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.includes('/medical-record/contacts')) {
      reads.push(request.url);
    }
  });

  await user.click(within(region).getByRole('button', { name: 'Remover (Contato 2)' }));
  expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus();
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(reads).toHaveLength(1));
  await waitFor(() => expect(within(region).getByRole('button', { name: SAVE })).toBeEnabled());

  expect(within(region).getAllByRole('group', { name: /^Contato \d$/ })).toHaveLength(2);
  expect(within(region).getByLabelText('Nome (Contato 2)')).toHaveValue('Dr. Ricardo Almeida');
  expect((await stored('contacts', full)).map((contact) => contact.name)).toEqual([
    'João Pedro Souza',
    'Dr. Ricardo Almeida',
  ]);
});

it('removing an allergy waits for "Salvar alterações"', async () => {
  const full = DEMO_CARDS.full;
  const { user } = await openEditor(full);
  const posts = countPosts();
  const region = section('Alergias');
  await user.click(within(region).getByRole('button', { name: 'Remover (Alergia 4)' }));
  expect(within(region).queryByLabelText('Alergia a (Alergia 4)')).toBeNull();
  expect(posts.count).toBe(0);
  await saveSection(user, region);
  expect(await stored('allergies', full)).toHaveLength(3);
});

it('saving a blood type without a choice sends nothing and says why', async () => {
  const { user } = await openEditor(card);
  const posts = countPosts();
  const region = section('Tipo sanguíneo');
  await user.click(within(region).getByRole('button', { name: SAVE }));

  const select = within(region).getByRole('combobox', { name: 'Tipo sanguíneo' });
  await waitFor(() => expect(select).toHaveAccessibleDescription('Escolha uma opção para salvar.'));
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveFocus();
  expect(posts.count).toBe(0);
  expect(await stored('blood-type', card)).toEqual([]);

  await choose(user, region, 'Tipo sanguíneo', 'O-');
  expect(select).not.toHaveAttribute('aria-invalid');
  await saveSection(user, region);
  expect(posts.count).toBe(1);
});

it('exams: an empty answer resets the form to one blank card', async () => {
  const { user } = await openEditor(card);
  const region = section('Exames');
  await typeIn(user, region, 'Exame (Exame 1)', 'Glicemia');
  await user.click(within(region).getByRole('button', { name: /^Adicionar/ }));
  await typeIn(user, region, 'Exame (Exame 2)', 'Raio-X');
  server.use(http.get('*/api/medical-record/exams', () => HttpResponse.json({ data: [] })));
  await saveSection(user, region);

  expect(within(region).getAllByRole('group', { name: /^Exame \d$/ })).toHaveLength(1);
  expect(within(region).getByLabelText('Exame (Exame 1)')).toHaveValue('');
  expect(within(region).queryByText('Nenhum exame adicionado.')).toBeNull();
});

it('an empty answer brings back the empty state of a section that has one', async () => {
  const { user } = await openEditor(card);
  const region = section('Vacinas');
  await user.click(within(region).getByRole('button', { name: 'Adicionar primeira vacina' }));
  expect(within(region).queryByText('Nenhuma vacina adicionada.')).toBeNull();
  await user.click(within(region).getByRole('button', { name: SAVE }));
  expect(await within(region).findByText('Nenhuma vacina adicionada.')).toBeVisible();
  expect(within(region).queryByRole('group', { name: 'Vacina 1' })).toBeNull();
});

it('a failed save keeps every typed value and shows the error text and toast', async () => {
  const { user } = await openEditor(card);
  const region = section('Alergias');
  server.use(
    http.post('*/api/medical-record/allergies', () =>
      HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 500 }),
    ),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await typeIn(user, region, 'Alergia a (Alergia 1)', 'Pólen');
  await choose(user, region, 'Gravidade (Alergia 1)', 'Leve');
  await user.click(within(region).getByRole('button', { name: /^Adicionar/ }));
  await typeIn(user, region, 'Reação (Alergia 2)', 'Espirros');
  await user.click(within(region).getByRole('button', { name: SAVE }));

  expect(await screen.findByText('Erro ao salvar dados')).toBeInTheDocument();
  expect(within(region).getByRole('alert')).toHaveTextContent('Serviço indisponível no momento.');
  expect(within(region).getByRole('button', { name: SAVE })).toBeEnabled();
  expect(within(region).getByLabelText('Alergia a (Alergia 1)')).toHaveValue('Pólen');
  expect(within(region).getByRole('combobox', { name: 'Gravidade (Alergia 1)' })).toHaveValue(
    'Leve',
  );
  expect(within(region).getByLabelText('Reação (Alergia 2)')).toHaveValue('Espirros');
  expect(await stored('allergies', card)).toEqual([]);

  // The next try clears the old error and goes through.
  server.resetHandlers();
  await saveSection(user, region);
  expect(within(region).queryByRole('alert')).toBeNull();
  expect(await stored('allergies', card)).toHaveLength(2);
  vi.restoreAllMocks();
});

it('a failed save without a server message shows the default text under the form', async () => {
  const { user } = await openEditor(card);
  const region = section('Toxicomania');
  server.use(
    http.post('*/api/medical-record/addictions', () => new HttpResponse(null, { status: 500 })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await typeIn(user, region, 'Substância (Substância 1)', 'Nicotina');
  await user.click(within(region).getByRole('button', { name: SAVE }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('Erro ao salvar dados');
  expect(within(region).getByLabelText('Substância (Substância 1)')).toHaveValue('Nicotina');
  vi.restoreAllMocks();
});

it('the save button says "Salvando..." and refuses a second save while saving, keeping the focus', async () => {
  const { user } = await openEditor(card);
  const region = section('Toxicomania');
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let posts = 0;
  server.use(
    http.post('*/api/medical-record/addictions', async () => {
      posts += 1;
      await gate;
    }),
  );
  await typeIn(user, region, 'Substância (Substância 1)', 'Nicotina');
  await user.click(within(region).getByRole('button', { name: SAVE }));
  const busy = await within(region).findByRole('button', { name: /^Salvando\.\.\./ });
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveFocus();
  await user.click(busy);
  release();
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(within(region).getByRole('button', { name: SAVE })).toBeEnabled());
  expect(posts).toBe(1);
});

it('masks the CPF and the phone as they are typed', async () => {
  const { user } = await openEditor(card);
  const personal = section('Informações pessoais');
  await typeIn(user, personal, 'CPF', 'abc529.982.247-2599');
  expect(within(personal).getByLabelText('CPF')).toHaveValue('529.982.247-25');

  const contacts = section('Contatos de emergência');
  await typeIn(user, contacts, 'Telefone (Contato 1)', '(11) 9 8765-43219');
  expect(within(contacts).getByLabelText('Telefone (Contato 1)')).toHaveValue('(11) 98765-4321');
  await typeIn(user, contacts, 'Telefone (Contato 1)', '1133334444');
  expect(within(contacts).getByLabelText('Telefone (Contato 1)')).toHaveValue('(11) 3333-4444');
});
