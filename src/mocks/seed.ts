// The demo data a fresh store starts from. The README and the browser tests use these constants.
import { isoDate } from '../lib/dates';
import { findPlan } from './plans';
import { samplePng, textPdf } from './seedFiles';
import type { CardRecord, DemoState, RecordItem, StoredFile } from './state';

export const DEMO_EMAIL = 'demo@exemplo.com.br';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_NAME = 'Maria Helena Souza';
/** Digits only, valid check digits. */
export const DEMO_CPF = '52998224725';
export const DEMO_CARDS = { full: 'ABC123XYZ', partial: 'DEF456UVW', empty: 'GHI789RST' } as const;
export const DEMO_PLAN_ID = 2;

/** A second account, so tests can check that one user cannot reach another's card. */
export const OTHER_EMAIL = 'outra@exemplo.com.br';
export const OTHER_PASSWORD = 'outra1234';
export const OTHER_NAME = 'Carlos Eduardo Lima';
export const OTHER_CPF = '11144477735';
export const OTHER_CARD = 'JKL012MNO';

type Fields = Record<string, string | null>;

function daysAgo(days: number, today: Date): string {
  return isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
}

/** Hands out ids in order while the seed is built; the store continues from `next`. */
class IdCounter {
  next = 1;
  take(): number {
    return this.next++;
  }
}

/** Items written as rows of values under their field names, one line each. */
function rows(names: readonly string[], values: readonly (readonly string[])[]): Fields[] {
  return values.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? ''])));
}

function items(ids: IdCounter, list: Fields[]): RecordItem[] {
  return list.map(({ attachment_file_path = null, ...fields }) => ({
    ...fields,
    id: ids.take(),
    attachment_file_path,
  }));
}

const FULL = DEMO_CARDS.full;
const file = (name: string) => `attachments/${FULL}/${name}`;

function seedFiles(): Record<string, StoredFile> {
  return {
    [file('exame.pdf')]: {
      name: 'exame.pdf',
      blob: textPdf('Hemograma completo', [
        `Paciente: ${DEMO_NAME}`,
        'Hemoglobina: 11,8 g/dL (ref. 12,0 a 15,5)',
        'Leucocitos: 7.200 /mm3 (ref. 4.000 a 11.000)',
        'Plaquetas: 245.000 /mm3 (ref. 150.000 a 450.000)',
        'Documento de demonstracao.',
      ]),
    },
    [file('tipagem-sanguinea.pdf')]: {
      name: 'tipagem-sanguinea.pdf',
      blob: textPdf('Tipagem sanguinea', [
        `Paciente: ${DEMO_NAME}`,
        'Grupo sanguineo: O - Fator Rh: positivo',
        'Documento de demonstracao.',
      ]),
    },
    [file('apolice.pdf')]: {
      name: 'apolice.pdf',
      blob: textPdf('Apolice de seguro saude', [
        'Seguradora: Porto Seguro Saude',
        'Apolice: PS-2024-0098123',
        'Documento de demonstracao.',
      ]),
    },
    [file('ultrassom.png')]: { name: 'ultrassom.png', blob: samplePng() },
    [file('receita-metildopa.png')]: { name: 'receita-metildopa.png', blob: samplePng() },
  };
}

function fullRecord(ids: IdCounter, today: Date): CardRecord {
  return {
    'personal-information': items(ids, [
      {
        name: DEMO_NAME,
        cpf: DEMO_CPF,
        gender: 'feminino',
        date_birth: '1990-04-12',
        country: 'brasil',
        passport: 'FX123456',
      },
    ]),
    'blood-type': items(ids, [
      { blood_type: 'O+', attachment_file_path: file('tipagem-sanguinea.pdf') },
    ]),
    pregnancy: items(ids, [
      {
        is_pregnant: '1',
        // Twenty weeks before today, so the gestational age stays consistent.
        last_menstruation_date: daysAgo(140, today),
        gestational_age: '20',
        risk_pregnancy: '1',
        risk_type: 'condicoesPreExistentes',
        observations: 'Hipertensão crônica. Pré-natal de alto risco no Hospital Santa Marta.',
        attachment_file_path: file('ultrassom.png'),
      },
    ]),
    'health-plans': items(ids, [
      {
        provider: 'Unimed Paulistana',
        plan_type: 'family',
        beneficiary: DEMO_NAME,
        coverage: 'national',
        start_date: '2022-01-01',
        end_date: '2027-12-31',
        grace_period_end_date: '2022-06-30',
      },
    ]),
    'health-insurances': items(ids, [
      {
        provider: 'Porto Seguro Saúde',
        apolice: 'PS-2024-0098123',
        beneficiary: DEMO_NAME,
        coverage: 'Nacional',
        coverage_limit: 'R$ 500.000,00',
        start_date: '2024-02-01',
        end_date: '2027-01-31',
        grace_period_end_date: '2024-04-01',
        attachment_file_path: file('apolice.pdf'),
      },
    ]),
    contacts: items(ids, [
      { name: 'João Pedro Souza', relationship: 'Cônjuge', phone: '11987654321' },
      { name: 'Ana Lúcia Souza', relationship: 'Mãe', phone: '21998765432' },
      { name: 'Dr. Ricardo Almeida', relationship: 'Médico de família', phone: '11991234567' },
    ]),
    allergies: items(
      ids,
      rows(
        ['name', 'type', 'reaction', 'severity'],
        [
          ['Dipirona', 'medicamento', 'Urticária e inchaço nos lábios', 'Severa'],
          ['Camarão', 'alimento', 'Coceira e vermelhidão na pele', 'Moderada'],
          ['Látex', 'substanciaMaterial', 'Irritação local', 'Leve'],
          ['Picada de abelha', 'inseto', 'Falta de ar e inchaço', 'Severa'],
        ],
      ),
    ),
    addictions: items(ids, [
      { name: 'Tabagismo', status: 'Recuperado', start_date: '2008-03-01' },
      { name: 'Cafeína', status: 'Controlada', start_date: '2012-05-10' },
    ]),
    conditions: items(ids, [
      {
        type: 'cronica',
        name: 'Hipertensão arterial',
        status: 'Controlada',
        start_date: '2019-08-20',
        observations: 'Pressão aferida semanalmente; meta abaixo de 140/90 mmHg.',
      },
      {
        type: 'hereditaria',
        name: 'Hipotireoidismo',
        status: 'Controlada',
        start_date: '2016-02-11',
        observations: 'TSH dentro da faixa no último controle.',
      },
      {
        type: 'desenvolvida',
        name: 'Enxaqueca',
        status: 'Não controlada',
        start_date: '2014-09-01',
        observations: 'Crises mensais; evitar triptanos durante a gestação.',
      },
      {
        type: 'aguda',
        name: 'Sinusite',
        status: 'Resolvida',
        start_date: '2024-05-02',
        observations: 'Tratada com amoxicilina.',
      },
    ]),
    medicines: items(ids, [
      {
        name: 'Metildopa 250 mg',
        dosage: '1 comprimido',
        frequency: '8 em 8 horas',
        period: 'Contínuo',
        status: 'Ativo',
        start_date: daysAgo(90, today),
        end_date: '',
        observations: 'Controle da pressão na gestação.',
        attachment_file_path: file('receita-metildopa.png'),
      },
      {
        name: 'Levotiroxina 50 mcg',
        dosage: '1 comprimido',
        frequency: '1 vez ao dia, em jejum',
        period: 'Contínuo',
        status: 'Ativo',
        start_date: '2016-02-15',
        end_date: '',
        observations: '',
      },
      {
        name: 'Amoxicilina 500 mg',
        dosage: '1 cápsula',
        frequency: '8 em 8 horas',
        period: 'Temporário',
        status: 'Concluído',
        start_date: '2024-05-02',
        end_date: '2024-05-12',
        observations: 'Tratamento da sinusite concluído.',
      },
      {
        name: 'Paracetamol 750 mg',
        dosage: '1 comprimido',
        frequency: 'Até 3 vezes ao dia',
        period: 'Quando necessário',
        status: 'Quando necessário',
        start_date: '2020-01-10',
        end_date: '',
        observations: 'Para dor de cabeça; não usar dipirona.',
      },
    ]),
    'procedures-surgery': items(ids, [
      {
        type: 'Cirurgia',
        name: 'Apendicectomia',
        date_procedure: '2012-07-15',
        hospital_clinic: 'Hospital Santa Marta',
        responsible_medic: 'Dr. Carlos Menezes',
        medical_record: 'HSM-458712',
        observations: 'Videolaparoscopia sem intercorrências.',
      },
      {
        type: 'Exame invasivo',
        name: 'Endoscopia digestiva alta',
        date_procedure: '2023-03-09',
        hospital_clinic: 'Clínica Gastro Vida',
        responsible_medic: 'Dra. Paula Ribeiro',
        medical_record: 'CGV-20931',
        observations: 'Gastrite leve.',
      },
    ]),
    hospitalizations: items(ids, [
      {
        reason: 'Pneumonia',
        name_hospital: 'Hospital São Lucas',
        date_issue: '2021-06-03',
        discharge: '1',
        date_discharge: '2021-06-09',
        observations: 'Antibiótico intravenoso por 6 dias.',
      },
      {
        reason: 'Apendicite aguda',
        name_hospital: 'Hospital Santa Marta',
        date_issue: '2012-07-14',
        discharge: '1',
        date_discharge: '2012-07-17',
        observations: '',
      },
    ]),
    prosthetics: items(ids, [
      {
        type: 'auditiva',
        location: 'Ouvido direito',
        compatible_magnetic_resonance: '0',
        material: 'Titânio e silicone',
        model: 'Nucleus 7',
        brand: 'Cochlear',
        date_placement: '2017-09-14',
        status: 'presente',
        date_removal: '',
        observations: 'Implante coclear com ímã: não realizar ressonância magnética.',
      },
      {
        type: 'ortopedica',
        location: 'Tornozelo direito',
        compatible_magnetic_resonance: '1',
        material: 'Titânio',
        model: 'Placa de fixação',
        brand: 'Synthes',
        date_placement: '2010-03-22',
        status: 'retirada',
        date_removal: '2011-04-10',
        observations: 'Retirada após consolidação da fratura.',
      },
    ]),
    exams: items(ids, [
      {
        type: 'sangue',
        name: 'Hemograma completo',
        exam_date: daysAgo(20, today),
        observations: 'Anemia leve (hemoglobina 11,8 g/dL).',
        attachment_file_path: file('exame.pdf'),
      },
      {
        type: 'imagem',
        name: 'Ultrassonografia obstétrica',
        exam_date: daysAgo(10, today),
        observations: 'Feto único, vitalidade preservada.',
        attachment_file_path: file('ultrassom.png'),
      },
      {
        type: 'cardiologico',
        name: 'Eletrocardiograma',
        exam_date: '2024-11-18',
        observations: 'Ritmo sinusal, sem alterações.',
      },
    ]),
    vaccines: items(ids, [
      { name: 'covid_19', vaccination_date: '2024-04-15' },
      { name: 'influenza', vaccination_date: '2025-04-28' },
      { name: 'tetanus_diphtheria', vaccination_date: daysAgo(30, today) },
      { name: 'hepatitis_b', vaccination_date: '2009-06-10' },
      { name: 'yellow_fever', vaccination_date: '2018-02-05' },
    ]),
  };
}

function partialRecord(ids: IdCounter): CardRecord {
  return {
    'personal-information': items(ids, [
      {
        name: 'Lucas Souza',
        cpf: '39053344705',
        gender: 'masculino',
        date_birth: '2015-09-30',
        country: 'brasil',
        passport: '',
      },
    ]),
    'blood-type': items(ids, [{ blood_type: 'A+' }]),
    contacts: items(ids, [{ name: DEMO_NAME, relationship: 'Mãe', phone: '11987651234' }]),
    allergies: items(ids, [
      {
        name: 'Amendoim',
        type: 'alimento',
        reaction: 'Anafilaxia; usa caneta de adrenalina',
        severity: 'Severa',
      },
    ]),
  };
}

/** A fresh copy of the demo data; `today` sets the relative dates. */
export function buildSeed(today: Date = new Date()): DemoState {
  const ids = new IdCounter();
  const demoUserId = ids.take();
  const otherUserId = ids.take();
  const plan = findPlan(DEMO_PLAN_ID);
  if (!plan) throw new Error('The demo plan is missing from the plan table');
  const demoCustomer = 'cus_demo0000000001';

  const cards = [
    { id: ids.take(), number: DEMO_CARDS.full, userId: demoUserId },
    { id: ids.take(), number: DEMO_CARDS.partial, userId: demoUserId },
    { id: ids.take(), number: DEMO_CARDS.empty, userId: demoUserId },
    { id: ids.take(), number: OTHER_CARD, userId: otherUserId },
  ];
  const records: Record<string, CardRecord> = {
    [DEMO_CARDS.full]: fullRecord(ids, today),
    [DEMO_CARDS.partial]: partialRecord(ids),
    [DEMO_CARDS.empty]: {},
    [OTHER_CARD]: {
      'personal-information': items(ids, [
        { name: OTHER_NAME, cpf: OTHER_CPF, gender: 'masculino', date_birth: '1982-01-25' },
      ]),
    },
  };
  const purchaseDate = daysAgo(60, today);

  return {
    nextId: ids.next,
    users: [
      {
        id: demoUserId,
        name: DEMO_NAME,
        email: DEMO_EMAIL,
        cpf: DEMO_CPF,
        password: DEMO_PASSWORD,
        accept_terms: 1,
      },
      {
        id: otherUserId,
        name: OTHER_NAME,
        email: OTHER_EMAIL,
        cpf: OTHER_CPF,
        password: OTHER_PASSWORD,
        accept_terms: 1,
      },
    ],
    pendingRegistrations: [],
    sessions: [],
    resetTokens: [],
    customers: [{ id: demoCustomer, userId: demoUserId }],
    payments: [
      {
        id: 'pay_demo0000000001',
        userId: demoUserId,
        customerId: demoCustomer,
        planId: plan.id,
        billingType: 'CREDIT_CARD',
        value: plan.price,
        dueDate: purchaseDate,
        status: 'CONFIRMED',
        pixConfirmAt: null,
      },
    ],
    userPayments: [
      {
        userId: demoUserId,
        plan_name: plan.name,
        value: plan.price,
        cards: plan.cardLimit,
        transaction_date: purchaseDate,
      },
    ],
    cards,
    records,
    files: seedFiles(),
    contactMessages: [],
  };
}
