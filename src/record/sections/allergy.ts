import { choice, text } from '../fields';
import { allergySeverities, allergyTypes } from '../options';
import { defineSection } from '../section';

export const allergy = defineSection({
  id: 'allergy',
  resource: 'allergies',
  transport: { kind: 'list', bodyKey: 'allergy' },
  fields: [
    text('name'),
    choice('type', allergyTypes, 'allergyType'),
    text('reaction'),
    choice('severity', allergySeverities, 'allergySeverity'),
  ],
});
