// Every statement of the emergency summary rests on what is stored, as of today: the gestational
// age, an old pregnancy, a status nobody gave, an infant's age, a birth date in the future.
import { within } from '@testing-library/react';
import { languages } from '@/i18n/languages';
import { summaryOf, translateIn } from '../support/summaryOf';
import { definitionOf, summaryPart } from '../support/recordView';

/** Noon of a local calendar day: the page's "today". */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(day(2026, 11, 26));
});
afterEach(() => {
  vi.useRealTimers();
});

const pregnancyOf = (values: Record<string, string>) => {
  const summary = summaryOf({ pregnancy: { is_pregnant: '1', ...values } });
  return summaryPart(summary, 'Gestação');
};

describe('the gestational age', () => {
  it('is counted for today from the last menstrual period', () => {
    const values = { last_menstruation_date: '2026-07-09', gestational_age: '12' };
    expect(definitionOf(pregnancyOf(values), 'Idade gestacional: ')).toHaveTextContent(
      '20 semanas, contadas da última menstruação (09/07/2026)',
    );
    vi.setSystemTime(day(2026, 12, 31));
    expect(definitionOf(pregnancyOf(values), 'Idade gestacional: ')).toHaveTextContent(
      /^25 semanas, contadas/,
    );
  });

  it('without that date, is the age as entered, saying its date is not recorded', () => {
    expect(
      definitionOf(pregnancyOf({ gestational_age: '30' }), 'Idade gestacional: '),
    ).toHaveTextContent(
      '30 semanas, como informado (a data em que foi informado não está registrada)',
    );
    expect(definitionOf(pregnancyOf({}), 'Idade gestacional: ')).toHaveTextContent('Não informado');
  });

  it('past 42 weeks, says the pregnancy may be out of date', () => {
    const outdated = 'Informações possivelmente desatualizadas';
    const current = pregnancyOf({ last_menstruation_date: '2026-07-09' });
    expect(within(current).queryByText(new RegExp(outdated))).not.toBeInTheDocument();
    vi.setSystemTime(day(2027, 1, 20));
    // 195 days: still within a pregnancy.
    expect(
      within(pregnancyOf({ last_menstruation_date: '2026-07-09' })).queryByText(
        new RegExp(outdated),
      ),
    ).not.toBeInTheDocument();
    vi.setSystemTime(day(2027, 5, 20));
    expect(
      within(pregnancyOf({ last_menstruation_date: '2026-07-09' })).getByText(new RegExp(outdated)),
    ).toBeTruthy();
    expect(
      within(pregnancyOf({ gestational_age: '45' })).getByText(new RegExp(outdated)),
    ).toBeTruthy();
  });
});

describe('a condition or a medicine', () => {
  it('with no status, or "Nenhuma das opções", is listed with its status not informed', () => {
    const summary = summaryOf({
      conditions: [
        { name: 'Asma' },
        { name: 'Gota', status: 'Nenhuma das opções' },
        { name: 'Enxaqueca', status: 'Controlada' },
      ],
      medicines: [{ name: 'Losartana', status: '' }],
    });
    const items = (title: string) =>
      within(summaryPart(summary, title))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Condições ativas')).toEqual([
      'Asma (situação não informada)',
      'Gota (situação não informada)',
      'Enxaqueca (Controlada)',
    ]);
    expect(items('Medicamentos em uso')).toEqual(['Losartana (situação não informada)']);
  });
});

describe('the age', () => {
  const ageOf = (birth: string, language: (typeof languages)[number] = 'pt') => {
    const summary = summaryOf({ 'personal-information': [{ date_birth: birth }] }, language);
    return definitionOf(summary, translateIn(language)('recordView:summary.age')).textContent;
  };

  it('is given in months under two years and in days under a month', () => {
    expect(ageOf('2026-06-20')).toBe('5 meses (nascimento em 20/06/2026)');
    expect(ageOf('2024-11-27')).toBe('23 meses (nascimento em 27/11/2024)');
    expect(ageOf('2024-11-26')).toBe('2 anos (nascimento em 26/11/2024)');
    expect(ageOf('2026-10-27')).toBe('30 dias (nascimento em 27/10/2026)');
    expect(ageOf('2026-11-25')).toBe('1 dia (nascimento em 25/11/2026)');
    expect(ageOf('2026-10-26')).toBe('1 mês (nascimento em 26/10/2026)');
  });

  it('is said in months and days in every language', () => {
    const months = { pt: '5 meses', en: '5 months', es: '5 meses', fr: '5 mois', de: '5 Monate' };
    const days = { pt: '10 dias', en: '10 days', es: '10 días', fr: '10 jours', de: '10 Tage' };
    for (const language of languages) {
      expect(ageOf('2026-06-20', language)).toMatch(new RegExp(`^${months[language]} `));
      expect(ageOf('2026-11-16', language)).toMatch(new RegExp(`^${days[language]} `));
    }
  });

  it('from a birth date in the future is not given, and the date is shown as stored', () => {
    expect(ageOf('2030-06-20')).toBe(
      'Não informada: a data de nascimento registrada (20/06/2030) está no futuro',
    );
  });
});

describe('a pregnancy at an age where none can be', () => {
  const says = (birth: string) =>
    summaryOf({
      'personal-information': [{ name: 'Ana', date_birth: birth }],
      pregnancy: { is_pregnant: '1' },
    }).textContent;

  it('is not said for a two-month-old nor past 60, and is for an unknown age', () => {
    expect(says('2026-09-20')).not.toContain('Paciente gestante');
    expect(says('1960-01-01')).not.toContain('Paciente gestante');
    expect(says('1990-04-12')).toContain('Paciente gestante');
    expect(says('')).toContain('Paciente gestante');
  });
});

describe('a prosthesis whose MRI compatibility nobody answered', () => {
  it('is a caution to confirm before a resonance, not a warning that it is unsafe', () => {
    const part = summaryPart(
      summaryOf({
        prosthetics: [
          { id: 1, type: 'ortopedica', compatible_magnetic_resonance: '', status: 'presente' },
        ],
      }),
      'Ressonância magnética',
    );
    expect(part).toHaveTextContent(
      'Confirme a compatibilidade antes de uma ressonância magnética.',
    );
    expect(part).not.toHaveTextContent(/não compatível/);
  });
});
