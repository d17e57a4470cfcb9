import type { countries } from '@/record';

/** Each stored country as its ISO 3166 alpha-2 code (FHIR's address country); "other" has none. */
export const countryCodes: Record<(typeof countries)[number], string | null> = {
  brasil: 'BR',
  argentina: 'AR',
  bolivia: 'BO',
  chile: 'CL',
  colombia: 'CO',
  equador: 'EC',
  paraguai: 'PY',
  peru: 'PE',
  uruguai: 'UY',
  venezuela: 'VE',
  guiana: 'GY',
  suriname: 'SR',
  mexico: 'MX',
  cuba: 'CU',
  haiti: 'HT',
  estados_unidos: 'US',
  canada: 'CA',
  portugal: 'PT',
  espanha: 'ES',
  franca: 'FR',
  italia: 'IT',
  alemanha: 'DE',
  reino_unido: 'GB',
  irlanda: 'IE',
  paises_baixos: 'NL',
  belgica: 'BE',
  suica: 'CH',
  austria: 'AT',
  polonia: 'PL',
  ucrania: 'UA',
  russia: 'RU',
  angola: 'AO',
  mocambique: 'MZ',
  cabo_verde: 'CV',
  guine_bissau: 'GW',
  sao_tome_e_principe: 'ST',
  timor_leste: 'TL',
  africa_do_sul: 'ZA',
  nigeria: 'NG',
  egito: 'EG',
  marrocos: 'MA',
  china: 'CN',
  japao: 'JP',
  coreia_do_sul: 'KR',
  india: 'IN',
  libano: 'LB',
  outro: null,
};

export function countryCode(value: string): string | null {
  return Object.hasOwn(countryCodes, value)
    ? countryCodes[value as keyof typeof countryCodes]
    : null;
}
