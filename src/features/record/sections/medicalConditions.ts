import { choice, date, longText, text } from './fieldBuilders';
import { conditionStatuses, conditionTypes } from './options';
import type { SectionDecl } from './types';

export const medicalConditions: SectionDecl = {
  id: 'medical-conditions',
  resource: 'conditions',
  emptyState: true,
  fields: [
    choice('type', conditionTypes, 'conditionType'),
    text('name'),
    choice('status', conditionStatuses, 'conditionStatus'),
    date('start_date'),
    longText('observations'),
  ],
};
