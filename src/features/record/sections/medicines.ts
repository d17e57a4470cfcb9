import { choice, date, longText, text, when } from './fieldBuilders';
import { medicinePeriods, medicineStatuses } from './options';
import type { SectionDecl } from './types';

export const medicines: SectionDecl = {
  id: 'medicines',
  resource: 'medicines',
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
};
