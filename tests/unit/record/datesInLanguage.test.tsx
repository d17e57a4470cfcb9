// Dates and counts on the record's pages follow the page's language: "12/04/1990" would read as
// 4 December to an English reader.
import { screen, within } from '@testing-library/react';
import { i18n } from '@/i18n/setup';
import { DEMO_CARDS } from '@/mocks/seed';
import { fieldOf, personalInformation, pregnancy, shownValue } from '@/record';
import { languages, languageTags, type Language } from '@/i18n/languages';
import { renderApp } from '../support/renderApp';
import { recordLoaded, region, viewPath } from '../support/recordView';

async function openFullRecord(language: Language) {
  await renderApp(viewPath(DEMO_CARDS.full), language);
  await i18n.loadNamespaces('recordView');
  await recordLoaded(i18n.t('recordView:loaded', { lng: language }));
}

describe('dates on the record view', () => {
  it.each([
    ['en', 'Emergency summary', /\(born Apr 12, 1990\)/, 'Apr 12, 1990'],
    ['de', 'Notfallübersicht', /\(geb\. am 12\. Apr\. 1990\)/, '12. Apr. 1990'],
    ['pt', 'Resumo de emergência', /\(nascimento em 12\/04\/1990\)/, '12/04/1990'],
  ] as const)('%s: the summary and the sections', async (language, summaryName, age, birth) => {
    await openFullRecord(language);
    expect(region(summaryName)).toHaveTextContent(age);
    const section = region(i18n.t('record:sections.personal-information.title', { lng: language }));
    expect(within(section).getByText(birth)).toBeVisible();
    if (language !== 'pt')
      expect(screen.getByRole('main').textContent).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});

describe('counts with a unit', () => {
  beforeAll(() => i18n.loadLanguages(['en', 'de', 'fr']));

  const weeks = fieldOf(pregnancy, 'gestational_age');
  it.each([
    ['en', '1', '1 week'],
    ['en', '20', '20 weeks'],
    ['pt', '1', '1 semana'],
    ['de', '20', '20 Wochen'],
  ] as const)('%s: %s -> %s', (language, value, expected) => {
    const t = (key: string, options?: Record<string, string | number>) =>
      i18n.t(key, { lng: language, ...options });
    expect(shownValue(weeks, value, t).text).toBe(expected);
  });

  it('a date field reads in each language', () => {
    const birth = fieldOf(personalInformation, 'date_birth');
    const t = (key: string, options?: Record<string, string | number>) =>
      i18n.t(key, { lng: 'fr', ...options });
    expect(shownValue(birth, '1990-04-12', t).text).toBe('12 avr. 1990');
  });

  it.each(languages)("%s: the record words name the language's own locale", async (language) => {
    await i18n.loadLanguages(language);
    expect(i18n.t('record:locale', { lng: language })).toBe(languageTags[language]);
  });
});
