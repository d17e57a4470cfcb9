import { choice, date, text } from './fieldBuilders';
import { healthPlanCoverages, healthPlanTypes } from './options';
import type { SectionDecl } from './types';

export const healthPlan: SectionDecl = {
  id: 'health-plan',
  resource: 'health-plans',
  fields: [
    text('provider'),
    choice('plan_type', healthPlanTypes, 'healthPlanType'),
    text('beneficiary'),
    choice('coverage', healthPlanCoverages, 'healthPlanCoverage'),
    date('start_date'),
    date('end_date'),
    date('grace_period_end_date'),
  ],
};
