import { choice, date, text } from '../fields';
import { addictionStatuses } from '../options';
import { defineSection } from '../section';

export const toxicomania = defineSection({
  id: 'toxicomania',
  resource: 'addictions',
  transport: { kind: 'list', bodyKey: 'addiction' },
  fields: [
    text('name'),
    choice('status', addictionStatuses, 'addictionStatus'),
    date('start_date', { past: true }),
  ],
});
