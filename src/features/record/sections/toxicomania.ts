import { choice, date, text } from './fieldBuilders';
import { addictionStatuses } from './options';
import type { SectionDecl } from './types';

export const toxicomania: SectionDecl = {
  id: 'toxicomania',
  resource: 'addictions',
  fields: [
    text('name'),
    choice('status', addictionStatuses, 'addictionStatus'),
    date('start_date'),
  ],
};
