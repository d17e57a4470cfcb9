import { date, longText, text } from '../fields';
import { defineSection } from '../section';

export const medicalProcedures = defineSection({
  id: 'medical-procedures',
  resource: 'procedures-surgery',
  transport: { kind: 'list', bodyKey: 'proceduresSurgery' },
  emptyState: true,
  fields: [
    text('type'),
    text('name'),
    date('date_procedure', { past: true }),
    text('hospital_clinic'),
    text('responsible_medic'),
    text('medical_record'),
    longText('observations'),
  ],
});
