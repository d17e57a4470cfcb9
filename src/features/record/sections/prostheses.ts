import { choice, date, longText, text, when, yesNo } from './fieldBuilders';
import { prosthesisStatuses, prosthesisTypes } from './options';
import type { SectionDecl } from './types';

export const prostheses: SectionDecl = {
  id: 'prostheses',
  resource: 'prosthetics',
  emptyState: true,
  fields: [
    choice('type', prosthesisTypes, 'prosthesisType'),
    text('location'),
    yesNo('compatible_magnetic_resonance'),
    text('material'),
    text('model'),
    text('brand'),
    date('date_placement'),
    choice('status', prosthesisStatuses, 'prosthesisStatus'),
    date('date_removal', { shownWhen: when('status', 'retirada') }),
    longText('observations'),
  ],
};
