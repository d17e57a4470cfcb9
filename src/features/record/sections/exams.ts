import { choice, date, longText, text } from './fieldBuilders';
import { examTypes } from './options';
import type { SectionDecl } from './types';

export const exams: SectionDecl = {
  id: 'exams',
  resource: 'exams',
  // SPEC.md section 4: an empty answer resets the exams form to one empty card.
  emptyState: false,
  fields: [
    choice('type', examTypes, 'examType'),
    text('name'),
    date('exam_date'),
    longText('observations'),
  ],
};
