import { choice, count, date, longText, unless, when, yesNo } from '../fields';
import { pregnancyRiskTypes } from '../options';
import { defineSection } from '../section';

const pregnant = when('is_pregnant', '1');

export const pregnancy = defineSection({
  id: 'pregnancy',
  resource: 'pregnancy',
  transport: { kind: 'single' },
  fields: [
    yesNo('is_pregnant'),
    date('last_menstruation_date', { shownWhen: pregnant, past: true }),
    count('gestational_age', { shownWhen: pregnant, unitKey: 'units.weeks' }),
    yesNo('risk_pregnancy', { shownWhen: pregnant }),
    choice('risk_type', pregnancyRiskTypes, 'pregnancyRisk', {
      shownWhen: { all: [pregnant, when('risk_pregnancy', '1')] },
    }),
    longText('observations', { shownWhen: pregnant }),
  ],
  // Unless the record says masculino, or its birth date puts the holder under 10 or over 60: with
  // another gender, or none chosen yet, or no birth date, a pregnancy may be there to record, and
  // one recorded is never kept from an emergency.
  appliesWhen: { all: [unless('gender', 'masculino'), unless('childbearingAge', 'outside')] },
});
