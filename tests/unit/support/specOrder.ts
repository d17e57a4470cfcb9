/**
 * The sections of SPEC's record view and print, in its order, by id: the blood type is shown
 * inside personal information, so it is not among them.
 */
export const specViewOrder = [
  'personal-information',
  'pregnancy',
  'emergency-contacts',
  'health-plan',
  'health-insurance',
  'allergy',
  'toxicomania',
  'medical-conditions',
  'medicines',
  'medical-procedures',
  'hospitalizations',
  'prostheses',
  'exams',
  'vaccines',
];
