import { date, longText, text, when, yesNo } from './fieldBuilders';
import type { SectionDecl } from './types';

export const hospitalizations: SectionDecl = {
  id: 'hospitalizations',
  resource: 'hospitalizations',
  emptyState: true,
  fields: [
    text('reason', { wide: true }),
    text('name_hospital'),
    date('date_issue'),
    yesNo('discharge', { defaultValue: '0' }),
    date('date_discharge', { shownWhen: when('discharge', '1') }),
    longText('observations'),
  ],
};
