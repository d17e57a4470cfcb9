import { choice, date, longText, text } from '../fields';
import { conditionStatuses, conditionTypes } from '../options';
import { defineSection } from '../section';

export const medicalConditions = defineSection({
  id: 'medical-conditions',
  resource: 'conditions',
  transport: { kind: 'list', bodyKey: 'currentMedicalCondition' },
  emptyState: true,
  fields: [
    choice('type', conditionTypes, 'conditionType'),
    text('name'),
    choice('status', conditionStatuses, 'conditionStatus'),
    date('start_date', { past: true }),
    longText('observations'),
  ],
});
