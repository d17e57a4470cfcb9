import { phone, text } from '../fields';
import { defineSection } from '../section';

export const emergencyContacts = defineSection({
  id: 'emergency-contacts',
  resource: 'contacts',
  transport: { kind: 'list', bodyKey: 'contacts' },
  fields: [text('name'), text('relationship'), phone('phone')],
  // The spec: removing a contact saves the list and reads it again.
  saveOnRemove: true,
});
