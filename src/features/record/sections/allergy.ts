import { choice, text } from './fieldBuilders';
import { allergySeverities, allergyTypes } from './options';
import type { SectionDecl } from './types';

export const allergy: SectionDecl = {
  id: 'allergy',
  resource: 'allergies',
  fields: [
    text('name'),
    choice('type', allergyTypes, 'allergyType'),
    text('reaction'),
    choice('severity', allergySeverities, 'allergySeverity'),
  ],
};
