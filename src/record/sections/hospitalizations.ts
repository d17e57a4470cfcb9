import { date, longText, text, when, yesNo } from '../fields';
import { defineSection } from '../section';

export const hospitalizations = defineSection({
  id: 'hospitalizations',
  resource: 'hospitalizations',
  transport: { kind: 'list', bodyKey: 'hospitalization' },
  emptyState: true,
  fields: [
    text('reason', { wide: true }),
    text('name_hospital'),
    date('date_issue', { past: true }),
    yesNo('discharge'),
    date('date_discharge', { shownWhen: when('discharge', '1'), past: true }),
    longText('observations'),
  ],
});
