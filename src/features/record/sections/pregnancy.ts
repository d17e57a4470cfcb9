import { choice, date, longText, when, yesNo } from './fieldBuilders';
import { pregnancyRiskTypes } from './options';
import type { ItemValues, SectionDecl } from './types';

const pregnant = when('is_pregnant', '1');
const atRisk = (item: ItemValues) => pregnant(item) && item.risk_pregnancy === '1';

export const pregnancy: SectionDecl = {
  id: 'pregnancy',
  resource: 'pregnancy',
  fields: [
    yesNo('is_pregnant'),
    date('last_menstruation_date', { shownWhen: pregnant }),
    { name: 'gestational_age', kind: 'number', shownWhen: pregnant, unitKey: 'units.weeks' },
    yesNo('risk_pregnancy', { shownWhen: pregnant }),
    choice('risk_type', pregnancyRiskTypes, 'pregnancyRisk', { shownWhen: atRisk }),
    longText('observations', { shownWhen: pregnant }),
  ],
  inEditorWhen: (facts) => facts.gender === 'feminino',
  inViewWhen: (facts) => facts.gender !== 'masculino',
};
