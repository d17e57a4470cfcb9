import { choice, date, longText, text } from '../fields';
import { examTypes } from '../options';
import { defineSection } from '../section';

export const exams = defineSection({
  id: 'exams',
  resource: 'exams',
  transport: { kind: 'list', bodyKey: 'exams' },
  // The spec: an empty answer resets the exams form to one empty card.
  emptyState: false,
  fields: [
    choice('type', examTypes, 'examType'),
    text('name'),
    date('exam_date', { past: true }),
    longText('observations'),
  ],
});
