import { choice, date } from '../fields';
import { vaccineCodes } from '../options';
import { defineSection } from '../section';

export const vaccines = defineSection({
  id: 'vaccines',
  resource: 'vaccines',
  transport: { kind: 'list', bodyKey: 'vaccines' },
  emptyState: true,
  fields: [choice('name', vaccineCodes, 'vaccine'), date('vaccination_date', { past: true })],
});
