import { languages } from '@/i18n/languages';
import { localeStrings } from '../support/localeStrings';

// The public pages' words: the home's and the about page's.
const locale = (lng: string) => [...localeStrings('public', lng), ...localeStrings('about', lng)];
const pt = Object.fromEntries(locale('pt'));

// The words every language shares with Portuguese: a code sample and the same words in Spanish.
const sharedWithPt: Record<string, string[]> = {
  en: ['home.search.placeholder'],
  de: ['home.search.placeholder'],
  fr: ['home.search.placeholder'],
  es: [
    'home.search.placeholder',
    'home.card.holderLabel',
    'home.about.highlights.allergies',
    'home.services.carousel.slideLabel',
    'home.services.carousel.previous',
    'home.services.items.allergies.title',
    'home.services.items.medications.title',
    'home.trust.items.speed.title',
  ],
};

describe('public words', () => {
  it('has a real public namespace in every language', () => {
    for (const lng of languages) expect(locale(lng).length, lng).toBeGreaterThan(100);
  });

  it.each(['en', 'es', 'de', 'fr'])('%s translates every string but a known few', (lng) => {
    const untranslated = locale(lng)
      .filter(([key, value]) => value === pt[key])
      .map(([key]) => key);
    expect(untranslated).toEqual(sharedWithPt[lng]);
  });

  it('French puts a no-break space before : ; ! ? and uses the typographic apostrophe', () => {
    const faults = locale('fr').filter(
      ([, value]) => / [:;!?]/.test(value) || /\S[;!?]/.test(value) || value.includes("'"),
    );
    expect(faults).toEqual([]);
  });

  it('German and Spanish keep their own punctuation', () => {
    const de = locale('de').filter(([, value]) => /z\. B\.|"/.test(value));
    expect(de).toEqual([]);
    const questions = locale('es').filter(([, value]) => value.includes('?'));
    expect(questions.length).toBeGreaterThan(0);
    for (const [, question] of questions) expect(question).toContain('¿');
  });

  it('writes numbers the way each language does', () => {
    const long = (lng: string) =>
      Object.fromEntries(locale(lng))['contact.errors.messageLong'] ?? '';
    expect(long('pt')).toContain('2.000');
    expect(long('en')).toContain('2,000');
    expect(long('de')).toContain('2.000');
    expect(long('es')).toContain('2000');
    expect(long('fr')).toContain('2\u202f000');
  });
});
