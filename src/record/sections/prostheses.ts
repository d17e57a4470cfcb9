import { choice, date, longText, text, when, yesNo } from '../fields';
import { prosthesisStatuses, prosthesisTypes } from '../options';
import { defineSection } from '../section';

export const prostheses = defineSection({
  id: 'prostheses',
  resource: 'prosthetics',
  transport: { kind: 'list', bodyKey: 'prosthetic' },
  emptyState: true,
  fields: [
    choice('type', prosthesisTypes, 'prosthesisType'),
    text('location'),
    yesNo('compatible_magnetic_resonance'),
    text('material'),
    text('model'),
    text('brand'),
    date('date_placement', { past: true }),
    choice('status', prosthesisStatuses, 'prosthesisStatus'),
    date('date_removal', { shownWhen: when('status', 'retirada'), past: true }),
    longText('observations'),
  ],
});
