import { date, longText, text } from './fieldBuilders';
import type { SectionDecl } from './types';

export const medicalProcedures: SectionDecl = {
  id: 'medical-procedures',
  resource: 'procedures-surgery',
  emptyState: true,
  fields: [
    text('type'),
    text('name'),
    date('date_procedure'),
    text('hospital_clinic'),
    text('responsible_medic'),
    text('medical_record'),
    longText('observations'),
  ],
};
