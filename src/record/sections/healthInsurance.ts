import { choice, date, text } from '../fields';
import { insuranceCoverages } from '../options';
import { defineSection } from '../section';

export const healthInsurance = defineSection({
  id: 'health-insurance',
  resource: 'health-insurances',
  transport: { kind: 'single' },
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
  readTexts: { failed: 'errors.insuranceLoad', notFound: 'errors.insuranceNotFound' },
});
