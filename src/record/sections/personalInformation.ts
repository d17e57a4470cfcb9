import { choice, cpf, date, text } from '../fields';
import { countries, genders } from '../options';
import { defineSection } from '../section';

export const personalInformation = defineSection({
  id: 'personal-information',
  resource: 'personal-information',
  transport: { kind: 'flat' },
  fields: [
    text('name', { wide: true }),
    cpf('cpf', { identityNumber: true }),
    choice('gender', genders, 'gender'),
    date('date_birth', { past: true }),
    choice('country', countries, 'country'),
    text('passport', { identityNumber: true }),
  ],
  facts: { gender: 'gender' },
  birthDate: 'date_birth',
});
