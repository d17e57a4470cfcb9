import { choice, date } from './fieldBuilders';
import { vaccineCodes } from './options';
import type { SectionDecl } from './types';

export const vaccines: SectionDecl = {
  id: 'vaccines',
  resource: 'vaccines',
  emptyState: true,
  fields: [choice('name', vaccineCodes, 'vaccine'), date('vaccination_date')],
};
