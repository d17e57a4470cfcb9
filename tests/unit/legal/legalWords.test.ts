import { languages } from '@/i18n/languages';
import { localeStrings } from '../support/localeStrings';

const locale = (lng: string) => localeStrings('legal', lng);
const pt = Object.fromEntries(locale('pt'));
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).join();

describe('legal words', () => {
  it.each(['en', 'es', 'de', 'fr'])(
    '%s translates every string and keeps the links of pt',
    (lng) => {
      const entries = locale(lng);
      expect(entries.length).toBe(Object.keys(pt).length);
      expect(entries.filter(([key, value]) => value === pt[key]).map(([key]) => key)).toEqual([]);
      expect(
        entries.filter(([key, value]) => tags(value) !== tags(pt[key] ?? '')).map(([key]) => key),
      ).toEqual([]);
    },
  );

  it('links only the pages a paragraph may link', () => {
    for (const lng of languages) {
      const used = new Set(locale(lng).flatMap(([, value]) => tags(value).split(',')));
      used.delete('');
      expect([...used].sort(), lng).toEqual(['contact', 'privacy', 'terms']);
    }
  });

  it('names the rights of the LGPD, art. 18, and the legal bases of the health data', () => {
    expect(pt['privacy.sections.rights.body.1.8']).toBe('a revogação do consentimento.');
    expect(pt['privacy.sections.purposes.body.0.1']).toContain('art. 11, I');
    expect(pt['privacy.sections.purposes.body.0.2']).toContain('art. 11, II, alínea e');
  });

  it('French puts a no-break space before : ; ! ? and uses the typographic apostrophe', () => {
    const faults = locale('fr').filter(
      ([, value]) => / [:;!?]/.test(value) || /\S[;!?]/.test(value) || value.includes("'"),
    );
    expect(faults).toEqual([]);
  });

  it('German uses no straight quotes', () => {
    expect(locale('de').filter(([, value]) => value.includes('"'))).toEqual([]);
  });
});
