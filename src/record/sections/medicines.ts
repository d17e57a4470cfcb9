import { choice, date, longText, text, when } from '../fields';
import { medicinePeriods, medicineStatuses } from '../options';
import { defineSection } from '../section';

export const medicines = defineSection({
  id: 'medicines',
  resource: 'medicines',
  transport: { kind: 'list', bodyKey: 'medicine' },
  emptyState: true,
  fields: [
    text('name'),
    text('dosage'),
    text('frequency'),
    choice('period', medicinePeriods, 'medicinePeriod'),
    choice('status', medicineStatuses, 'medicineStatus'),
    date('start_date'),
    date('end_date', { shownWhen: when('status', 'Concluído') }),
    longText('observations'),
  ],
});
