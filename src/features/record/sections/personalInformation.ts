import { choice, date, text } from './fieldBuilders';
import { countries, genders } from './options';
import type { SectionDecl } from './types';

export const personalInformation: SectionDecl = {
  id: 'personal-information',
  resource: 'personal-information',
  fields: [
    text('name', { wide: true }),
    { name: 'cpf', kind: 'cpf' },
    choice('gender', genders, 'gender'),
    date('date_birth'),
    choice('country', countries, 'country'),
    text('passport'),
  ],
  factsOf: (item) => ({ gender: item.gender ?? '' }),
};
