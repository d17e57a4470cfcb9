import { choice } from './fieldBuilders';
import { bloodTypes } from './options';
import type { SectionDecl } from './types';

export const bloodType: SectionDecl = {
  id: 'blood-type',
  resource: 'blood-type',
  fields: [choice('blood_type', bloodTypes, undefined)],
  requiredToSave: 'blood_type',
};
