// Each section: fill it, save, and find the values after the reload, in the form
// and in the demo backend.
import { screen, within } from '@testing-library/react';
import { DEMO_CARDS } from '../../../src/mocks/seed';
import {
  answer,
  choose,
  openEditor,
  saveSection,
  section,
  setDate,
  setUpEditorTests,
  stored,
  typeIn,
} from '../support/editor';

setUpEditorTests();

const card = DEMO_CARDS.empty;

describe('the record editor saves every section', () => {
  it('personal information, with the CPF masked on screen and sent as digits', async () => {
    const { user } = await openEditor(card);
    const region = section('Informações pessoais');
    await typeIn(user, region, 'Nome completo', 'Ana Clara Lima');
    await typeIn(user, region, 'CPF', '39053344705');
    expect(within(region).getByLabelText('CPF')).toHaveValue('390.533.447-05');
    await choose(user, region, 'Gênero', 'Feminino');
    await setDate(user, region, 'Data de nascimento', '1992-03-04');
    await choose(user, region, 'País', 'Portugal');
    await typeIn(user, region, 'Passaporte', 'CA123456');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Nome completo')).toHaveValue('Ana Clara Lima');
    expect(within(region).getByLabelText('CPF')).toHaveValue('390.533.447-05');
    expect(within(region).getByRole('combobox', { name: 'País' })).toHaveValue('portugal');
    expect(await stored('personal-information', card)).toEqual([
      expect.objectContaining({
        name: 'Ana Clara Lima',
        cpf: '39053344705',
        gender: 'feminino',
        date_birth: '1992-03-04',
        country: 'portugal',
        passport: 'CA123456',
      }),
    ]);
  });

  it('blood type, with its attachment', async () => {
    const { user } = await openEditor(card);
    const region = section('Tipo sanguíneo');
    await choose(user, region, 'Tipo sanguíneo', 'AB-');
    await user.upload(
      within(region).getByLabelText('Anexo'),
      new File(['%PDF-1.4 laudo'], 'tipagem-sanguinea-completa.pdf', { type: 'application/pdf' }),
    );
    expect(
      within(region).getByText('Arquivo selecionado: tipagem-sanguinea-completa.pdf...'),
    ).toBeVisible();
    await saveSection(user, region);

    expect(within(region).getByRole('combobox', { name: 'Tipo sanguíneo' })).toHaveValue('AB-');
    expect(within(region).queryByText(/Arquivo selecionado/)).not.toBeInTheDocument();
    const [saved] = await stored('blood-type', card);
    expect(saved).toMatchObject({ blood_type: 'AB-' });
    expect(saved?.attachment_file_path).toMatch(
      new RegExp(`^attachments/${card}/.+-tipagem-sanguinea-completa\\.pdf$`),
    );
    expect(within(region).getByRole('link', { name: 'Visualizar Arquivo' })).toHaveAttribute(
      'href',
      `${window.location.origin}/storage/${saved?.attachment_file_path}`,
    );
  });

  it('pregnancy, once feminino is chosen', async () => {
    const { user } = await openEditor(card);
    await choose(user, section('Informações pessoais'), 'Gênero', 'Feminino');
    const region = section('Gestação');
    await answer(user, region, 'Está grávida?', 'Sim');
    await setDate(user, region, 'Data da última menstruação', '2025-01-20');
    await typeIn(user, region, 'Idade gestacional (semanas)', '12');
    await answer(user, region, 'Gravidez de risco?', 'Sim');
    await choose(user, region, 'Tipo de risco', 'Peso materno');
    await typeIn(user, region, 'Observações', 'Pré-natal mensal.');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Idade gestacional (semanas)')).toHaveValue(12);
    const risk = within(region).getByRole('group', { name: 'Gravidez de risco?' });
    expect(within(risk).getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(await stored('pregnancy', card)).toEqual([
      expect.objectContaining({
        is_pregnant: '1',
        last_menstruation_date: '2025-01-20',
        gestational_age: '12',
        risk_pregnancy: '1',
        risk_type: 'pesoMaterno',
        observations: 'Pré-natal mensal.',
      }),
    ]);
  });

  it('emergency contacts, two of them, phones masked on screen and sent as digits', async () => {
    const { user } = await openEditor(card);
    const region = section('Contatos de emergência');
    await typeIn(user, region, 'Nome (Contato 1)', 'João Souza');
    await typeIn(user, region, 'Parentesco (Contato 1)', 'Irmão');
    await typeIn(user, region, 'Telefone (Contato 1)', '11987654321');
    await user.click(within(region).getByRole('button', { name: /^Adicionar/ }));
    await typeIn(user, region, 'Nome (Contato 2)', 'Clínica Vida');
    await typeIn(user, region, 'Parentesco (Contato 2)', 'Médico');
    await typeIn(user, region, 'Telefone (Contato 2)', '2133334444');
    expect(within(region).getByLabelText('Telefone (Contato 2)')).toHaveValue('(21) 3333-4444');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Telefone (Contato 1)')).toHaveValue('(11) 98765-4321');
    expect(within(region).getByLabelText('Nome (Contato 2)')).toHaveValue('Clínica Vida');
    expect(await stored('contacts', card)).toEqual([
      expect.objectContaining({ name: 'João Souza', relationship: 'Irmão', phone: '11987654321' }),
      expect.objectContaining({
        name: 'Clínica Vida',
        relationship: 'Médico',
        phone: '2133334444',
      }),
    ]);
  });

  it('health insurance', async () => {
    const { user } = await openEditor(card);
    const region = section('Seguro de saúde');
    await typeIn(user, region, 'Seguradora', 'Bradesco Saúde');
    await typeIn(user, region, 'Número da apólice', 'BR-778899');
    await typeIn(user, region, 'Beneficiário', 'Ana Clara Lima');
    await choose(user, region, 'Abrangência', 'Estadual');
    await typeIn(user, region, 'Limite de cobertura', 'R$ 200.000,00');
    await setDate(user, region, 'Início da vigência', '2024-01-01');
    await setDate(user, region, 'Fim da vigência', '2026-12-31');
    await setDate(user, region, 'Fim da carência', '2024-03-01');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Número da apólice')).toHaveValue('BR-778899');
    expect(await stored('health-insurances', card)).toEqual([
      expect.objectContaining({
        provider: 'Bradesco Saúde',
        apolice: 'BR-778899',
        beneficiary: 'Ana Clara Lima',
        coverage: 'Estadual',
        coverage_limit: 'R$ 200.000,00',
        start_date: '2024-01-01',
        end_date: '2026-12-31',
        grace_period_end_date: '2024-03-01',
      }),
    ]);
  });

  it('health plan, its fields shown only once "Possui plano de saúde?" is Sim', async () => {
    const { user } = await openEditor(card);
    const region = section('Plano de saúde');
    // The cards are drawn again after each read: the question is looked up each time.
    const hasPlan = (choice: 'Sim' | 'Não') =>
      within(within(region).getByRole('group', { name: 'Possui plano de saúde?' })).getByRole(
        'radio',
        { name: choice },
      );
    expect(hasPlan('Não')).toBeChecked();
    expect(within(region).queryByLabelText('Operadora')).toBeNull();
    await answer(user, region, 'Possui plano de saúde?', 'Sim');
    await typeIn(user, region, 'Operadora', 'Amil');
    await choose(user, region, 'Tipo de plano', 'Empresarial');
    await typeIn(user, region, 'Beneficiário', 'Ana Clara Lima');
    await choose(user, region, 'Abrangência', 'Municipal');
    await setDate(user, region, 'Início da vigência', '2023-05-01');
    await saveSection(user, region);

    // Read again: what is stored says Sim; the question itself is never sent nor stored.
    expect(hasPlan('Sim')).toBeChecked();
    expect(within(region).getByLabelText('Operadora')).toHaveValue('Amil');
    const [plan] = await stored('health-plans', card);
    expect(plan).toEqual(
      expect.objectContaining({
        provider: 'Amil',
        plan_type: 'business',
        beneficiary: 'Ana Clara Lima',
        coverage: 'municipal',
        start_date: '2023-05-01',
      }),
    );
    expect(plan).not.toHaveProperty('has_plan');

    // Não: the fields go, and saving leaves no plan stored.
    await answer(user, region, 'Possui plano de saúde?', 'Não');
    expect(within(region).queryByLabelText('Operadora')).toBeNull();
    await saveSection(user, region);
    expect(hasPlan('Não')).toBeChecked();
    expect(await stored('health-plans', card)).toEqual([
      expect.not.objectContaining({ provider: expect.anything() }),
    ]);
  });

  it('allergies, adding to the one the partial card already has', async () => {
    const partial = DEMO_CARDS.partial;
    const { user } = await openEditor(partial);
    const region = section('Alergias');
    expect(within(region).getByLabelText('Alergia a (Alergia 1)')).toHaveValue('Amendoim');
    expect(
      within(region).getByRole('combobox', { name: 'Gravidade (Alergia 1)' }),
    ).toHaveDisplayValue('Severa');
    await user.click(within(region).getByRole('button', { name: /^Adicionar/ }));
    await typeIn(user, region, 'Alergia a (Alergia 2)', 'Penicilina');
    await choose(user, region, 'Tipo (Alergia 2)', 'Medicamento');
    await typeIn(user, region, 'Reação (Alergia 2)', 'Placas vermelhas');
    await choose(user, region, 'Gravidade (Alergia 2)', 'Moderada');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Alergia a (Alergia 2)')).toHaveValue('Penicilina');
    const [peanut, penicillin] = await stored('allergies', partial);
    expect(peanut).toMatchObject({ name: 'Amendoim', severity: 'Severa' });
    expect(penicillin).toMatchObject({
      name: 'Penicilina',
      type: 'medicamento',
      reaction: 'Placas vermelhas',
      severity: 'Moderada',
    });
  });

  it('toxicomania', async () => {
    const { user } = await openEditor(card);
    const region = section('Toxicomania');
    await typeIn(user, region, 'Substância (Substância 1)', 'Álcool');
    await choose(user, region, 'Situação (Substância 1)', 'Recuperado');
    await setDate(user, region, 'Início do uso (Substância 1)', '2010-02-01');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Substância (Substância 1)')).toHaveValue('Álcool');
    expect(await stored('addictions', card)).toEqual([
      expect.objectContaining({ name: 'Álcool', status: 'Recuperado', start_date: '2010-02-01' }),
    ]);
  });

  it('medical conditions, starting from the empty state', async () => {
    const { user } = await openEditor(card);
    const region = section('Condições médicas atuais');
    expect(within(region).getByText('Nenhuma condição médica adicionada.')).toBeVisible();
    expect(within(region).queryByRole('button', { name: /^Salvar/ })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Adicionar primeira condição' }));
    await choose(user, region, 'Tipo (Condição 1)', 'Crônica');
    await typeIn(user, region, 'Condição (Condição 1)', 'Asma');
    await choose(user, region, 'Situação (Condição 1)', 'Controlada');
    await setDate(user, region, 'Data do diagnóstico (Condição 1)', '2001-09-10');
    await typeIn(user, region, 'Observações (Condição 1)', 'Usa bombinha.');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Condição (Condição 1)')).toHaveValue('Asma');
    expect(await stored('conditions', card)).toEqual([
      expect.objectContaining({
        type: 'cronica',
        name: 'Asma',
        status: 'Controlada',
        start_date: '2001-09-10',
        observations: 'Usa bombinha.',
      }),
    ]);
  });

  it('medicines', async () => {
    const { user } = await openEditor(card);
    const region = section('Medicamentos');
    await user.click(
      within(region).getByRole('button', { name: 'Adicionar primeiro medicamento' }),
    );
    await typeIn(user, region, 'Medicamento (Medicamento 1)', 'Losartana 50 mg');
    await typeIn(user, region, 'Dosagem (Medicamento 1)', '1 comprimido');
    await typeIn(user, region, 'Frequência (Medicamento 1)', '1 vez ao dia');
    await choose(user, region, 'Período de uso (Medicamento 1)', 'Contínuo');
    await choose(user, region, 'Situação (Medicamento 1)', 'Ativo');
    await setDate(user, region, 'Data de início (Medicamento 1)', '2022-08-01');
    await typeIn(user, region, 'Observações (Medicamento 1)', 'Pela manhã.');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Medicamento (Medicamento 1)')).toHaveValue(
      'Losartana 50 mg',
    );
    expect(await stored('medicines', card)).toEqual([
      expect.objectContaining({
        name: 'Losartana 50 mg',
        dosage: '1 comprimido',
        frequency: '1 vez ao dia',
        period: 'Contínuo',
        status: 'Ativo',
        start_date: '2022-08-01',
        end_date: '',
        observations: 'Pela manhã.',
      }),
    ]);
  });

  it('procedures and surgery', async () => {
    const { user } = await openEditor(card);
    const region = section('Procedimentos e cirurgias');
    await user.click(
      within(region).getByRole('button', { name: 'Adicionar primeiro procedimento' }),
    );
    await typeIn(user, region, 'Tipo (Procedimento 1)', 'Cirurgia');
    await typeIn(user, region, 'Procedimento (Procedimento 1)', 'Colecistectomia');
    await setDate(user, region, 'Data do procedimento (Procedimento 1)', '2019-11-05');
    await typeIn(user, region, 'Hospital ou clínica (Procedimento 1)', 'Hospital Central');
    await typeIn(user, region, 'Médico responsável (Procedimento 1)', 'Dra. Lúcia Reis');
    await typeIn(user, region, 'Número do prontuário (Procedimento 1)', 'HC-1234');
    await typeIn(user, region, 'Observações (Procedimento 1)', 'Sem intercorrências.');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Procedimento (Procedimento 1)')).toHaveValue(
      'Colecistectomia',
    );
    expect(await stored('procedures-surgery', card)).toEqual([
      expect.objectContaining({
        type: 'Cirurgia',
        name: 'Colecistectomia',
        date_procedure: '2019-11-05',
        hospital_clinic: 'Hospital Central',
        responsible_medic: 'Dra. Lúcia Reis',
        medical_record: 'HC-1234',
        observations: 'Sem intercorrências.',
      }),
    ]);
  });

  it('hospitalizations', async () => {
    const { user } = await openEditor(card);
    const region = section('Internações');
    await user.click(within(region).getByRole('button', { name: 'Adicionar primeira internação' }));
    await typeIn(user, region, 'Motivo da internação (Internação 1)', 'Dengue');
    await typeIn(user, region, 'Hospital (Internação 1)', 'Hospital São José');
    await setDate(user, region, 'Data de entrada (Internação 1)', '2024-02-10');
    await answer(user, region, 'Recebeu alta? (Internação 1)', 'Sim');
    await setDate(user, region, 'Data da alta (Internação 1)', '2024-02-14');
    await typeIn(user, region, 'Observações (Internação 1)', 'Hidratação venosa.');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Data da alta (Internação 1)')).toHaveValue('2024-02-14');
    expect(await stored('hospitalizations', card)).toEqual([
      expect.objectContaining({
        reason: 'Dengue',
        name_hospital: 'Hospital São José',
        date_issue: '2024-02-10',
        discharge: '1',
        date_discharge: '2024-02-14',
        observations: 'Hidratação venosa.',
      }),
    ]);
  });

  it('prostheses', async () => {
    const { user } = await openEditor(card);
    const region = section('Próteses');
    await user.click(within(region).getByRole('button', { name: 'Adicionar primeira prótese' }));
    await choose(user, region, 'Tipo (Prótese 1)', 'Ortopédica');
    await typeIn(user, region, 'Localização (Prótese 1)', 'Quadril esquerdo');
    await answer(user, region, 'Compatível com ressonância magnética? (Prótese 1)', 'Não');
    await typeIn(user, region, 'Material (Prótese 1)', 'Cerâmica');
    await typeIn(user, region, 'Modelo (Prótese 1)', 'Trident II');
    await typeIn(user, region, 'Marca (Prótese 1)', 'Stryker');
    await setDate(user, region, 'Data da colocação (Prótese 1)', '2020-06-30');
    await choose(user, region, 'Situação (Prótese 1)', 'Presente');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Modelo (Prótese 1)')).toHaveValue('Trident II');
    expect(await stored('prosthetics', card)).toEqual([
      expect.objectContaining({
        type: 'ortopedica',
        location: 'Quadril esquerdo',
        compatible_magnetic_resonance: '0',
        material: 'Cerâmica',
        model: 'Trident II',
        brand: 'Stryker',
        date_placement: '2020-06-30',
        status: 'presente',
        date_removal: '',
      }),
    ]);
  });

  it('exams, starting from one blank card', async () => {
    const { user } = await openEditor(card);
    const region = section('Exames');
    await choose(user, region, 'Tipo de exame (Exame 1)', 'Cardiológico');
    await typeIn(user, region, 'Exame (Exame 1)', 'Ecocardiograma');
    await setDate(user, region, 'Data do exame (Exame 1)', '2025-03-03');
    await typeIn(user, region, 'Resultados e Observações (Exame 1)', 'Fração de ejeção normal.');
    await saveSection(user, region);

    expect(within(region).getByLabelText('Exame (Exame 1)')).toHaveValue('Ecocardiograma');
    expect(await stored('exams', card)).toEqual([
      expect.objectContaining({
        type: 'cardiologico',
        name: 'Ecocardiograma',
        exam_date: '2025-03-03',
        observations: 'Fração de ejeção normal.',
      }),
    ]);
  });

  it('vaccines', async () => {
    const { user } = await openEditor(card);
    const region = section('Vacinas');
    await user.click(within(region).getByRole('button', { name: 'Adicionar primeira vacina' }));
    await choose(user, region, 'Vacina (Vacina 1)', 'Febre amarela');
    await setDate(user, region, 'Data da vacinação (Vacina 1)', '2018-02-05');
    await user.click(within(region).getByRole('button', { name: /^Adicionar/ }));
    await choose(user, region, 'Vacina (Vacina 2)', 'Covid-19');
    await saveSection(user, region);

    expect(within(region).getByRole('combobox', { name: 'Vacina (Vacina 2)' })).toHaveValue(
      'covid_19',
    );
    expect(screen.queryByText('Nenhuma vacina adicionada.')).not.toBeInTheDocument();
    expect(await stored('vaccines', card)).toEqual([
      expect.objectContaining({ name: 'yellow_fever', vaccination_date: '2018-02-05' }),
      expect.objectContaining({ name: 'covid_19', vaccination_date: '' }),
    ]);
  });
});
