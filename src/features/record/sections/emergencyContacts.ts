import { text } from './fieldBuilders';
import type { SectionDecl } from './types';

export const emergencyContacts: SectionDecl = {
  id: 'emergency-contacts',
  resource: 'contacts',
  fields: [text('name'), text('relationship'), { name: 'phone', kind: 'phone' }],
};
