import { choice } from '../fields';
import { bloodTypes } from '../options';
import { defineSection } from '../section';

export const bloodType = defineSection({
  id: 'blood-type',
  resource: 'blood-type',
  transport: { kind: 'single' },
  fields: [choice('blood_type', bloodTypes, undefined)],
  requiredToSave: 'blood_type',
  // The spec's view puts the blood type inside personal information.
  viewedWithin: 'personal-information',
});
