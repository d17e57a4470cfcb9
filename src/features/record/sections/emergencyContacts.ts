import { text } from './fieldBuilders';
import type { SectionDecl } from './types';

export const emergencyContacts: SectionDecl = {
  id: 'emergency-contacts',
  resource: 'contacts',
  fields: [text('name'), text('relationship'), { name: 'phone', kind: 'phone' }],
  // SPEC.md section 4: removing a contact saves the list and reads it again.
  saveOnRemove: true,
};
