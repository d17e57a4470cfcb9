import { choice, date, presenceQuestion, text, when } from '../fields';
import { healthPlanCoverages, healthPlanTypes } from '../options';
import { defineSection } from '../section';

const hasPlan = when('has_plan', '1');

export const healthPlan = defineSection({
  id: 'health-plan',
  resource: 'health-plans',
  transport: { kind: 'flat' },
  fields: [
    presenceQuestion('has_plan'),
    text('provider', { shownWhen: hasPlan }),
    choice('plan_type', healthPlanTypes, 'healthPlanType', { shownWhen: hasPlan }),
    text('beneficiary', { shownWhen: hasPlan }),
    choice('coverage', healthPlanCoverages, 'healthPlanCoverage', { shownWhen: hasPlan }),
    date('start_date', { shownWhen: hasPlan }),
    date('end_date', { shownWhen: hasPlan }),
    date('grace_period_end_date', { shownWhen: hasPlan }),
  ],
});
