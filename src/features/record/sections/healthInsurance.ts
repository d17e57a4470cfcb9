import { choice, date, text } from './fieldBuilders';
import { insuranceCoverages } from './options';
import type { SectionDecl } from './types';

export const healthInsurance: SectionDecl = {
  id: 'health-insurance',
  resource: 'health-insurances',
  fields: [
    text('provider'),
    text('apolice'),
    text('beneficiary'),
    choice('coverage', insuranceCoverages, 'insuranceCoverage'),
    text('coverage_limit'),
    date('start_date'),
    date('end_date'),
    date('grace_period_end_date'),
  ],
};
