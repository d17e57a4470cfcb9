import { choice, date, text } from '../fields';
import { healthPlanCoverages, healthPlanTypes } from '../options';
import { defineSection } from '../section';

export const healthPlan = defineSection({
  id: 'health-plan',
  resource: 'health-plans',
  transport: { kind: 'flat' },
  fields: [
    text('provider'),
    choice('plan_type', healthPlanTypes, 'healthPlanType'),
    text('beneficiary'),
    choice('coverage', healthPlanCoverages, 'healthPlanCoverage'),
    date('start_date'),
    date('end_date'),
    date('grace_period_end_date'),
  ],
});
