// The enumerations of the product spec, as stored values. Their labels live in the `record`
// namespace under `enums.{name}.{optionKey(value)}`.

export const NONE_OF_THE_OPTIONS = 'Nenhuma das opções';

export const genders = ['masculino', 'feminino', NONE_OF_THE_OPTIONS] as const;

export const countries = [
  'brasil',
  'argentina',
  'bolivia',
  'chile',
  'colombia',
  'equador',
  'paraguai',
  'peru',
  'uruguai',
  'venezuela',
  'guiana',
  'suriname',
  'mexico',
  'cuba',
  'haiti',
  'estados_unidos',
  'canada',
  'portugal',
  'espanha',
  'franca',
  'italia',
  'alemanha',
  'reino_unido',
  'irlanda',
  'paises_baixos',
  'belgica',
  'suica',
  'austria',
  'polonia',
  'ucrania',
  'russia',
  'angola',
  'mocambique',
  'cabo_verde',
  'guine_bissau',
  'sao_tome_e_principe',
  'timor_leste',
  'africa_do_sul',
  'nigeria',
  'egito',
  'marrocos',
  'china',
  'japao',
  'coreia_do_sul',
  'india',
  'libano',
  'outro',
] as const;

export const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export const yesNo = ['1', '0'] as const;

/** Whether the holder's age, from the birth date, lies where a pregnancy can be (10 to 60 years). */
export const childbearingAges = ['within', 'outside'] as const;

export const pregnancyRiskTypes = [
  'pesoMaterno',
  'condicoesPreExistentes',
  'infectocontagioso',
  'historicoDeGestacao',
  'usoDeSubstanciasToxicas',
  'fetais',
  'incompatibilidadeSanguinea',
] as const;

export const insuranceCoverages = [
  'Nacional',
  'Estadual',
  'Municipal',
  NONE_OF_THE_OPTIONS,
] as const;

export const healthPlanTypes = ['individual', 'family', 'business', 'collective'] as const;

export const healthPlanCoverages = ['national', 'state', 'municipal'] as const;

export const allergyTypes = ['medicamento', 'alimento', 'substanciaMaterial', 'inseto'] as const;

export const allergySeverities = ['Leve', 'Moderada', 'Severa'] as const;

export const addictionStatuses = ['Recuperado', 'Controlada', 'Não controlada'] as const;

export const conditionTypes = [
  'hereditaria',
  'cronica',
  'aguda',
  'desenvolvida',
  'congenita',
  'adquirida',
  NONE_OF_THE_OPTIONS,
] as const;

export const conditionStatuses = [
  'Resolvida',
  'Controlada',
  'Não controlada',
  NONE_OF_THE_OPTIONS,
] as const;

export const medicinePeriods = [
  'Contínuo',
  'Temporário',
  'Quando necessário',
  NONE_OF_THE_OPTIONS,
] as const;

export const medicineStatuses = [
  'Ativo',
  'Concluído',
  'Quando necessário',
  NONE_OF_THE_OPTIONS,
] as const;

export const prosthesisTypes = [
  'ortopedica',
  'cardiaca/vascular',
  'neurologica',
  'auditiva',
  'interna',
  'estetica',
  NONE_OF_THE_OPTIONS,
] as const;

export const prosthesisStatuses = ['presente', 'retirada', NONE_OF_THE_OPTIONS] as const;

export const examTypes = [
  'sangue',
  'imagem',
  'cardiologico',
  'fezes_urina',
  'respiratorio',
  'neurologico',
  'genetico',
  NONE_OF_THE_OPTIONS,
] as const;

export const vaccineCodes = [
  'bcg',
  'hepatitis_b',
  'poliomyelitis',
  'dtp',
  'hib',
  'pneumococcal',
  'rotavirus',
  'mmr',
  'varicella',
  'hepatitis_a',
  'influenza',
  'hpv',
  'meningococcal',
  'yellow_fever',
  'rabies',
  'typhoid',
  'chickenpox',
  'dengue',
  'covid_19',
  'tetanus_diphtheria',
  'shingles',
  'japanese_encephalitis',
  'cholera',
  'other',
  NONE_OF_THE_OPTIONS,
] as const;

/** The i18n key of a stored option value: lower case, no accents, other characters as `_`. */
export function optionKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}
