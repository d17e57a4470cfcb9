export const languages = ['pt', 'en', 'es', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'pt';

/** The language's own name, shown in the switcher whatever the current language. */
export const languageNames: Record<Language, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

/** BCP 47 tag for `<html lang>` and Intl. */
export const languageTags: Record<Language, string> = {
  pt: 'pt-BR',
  en: 'en',
  es: 'es',
  de: 'de',
  fr: 'fr',
};

function baseOf(code: string | undefined): string {
  return (code ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
}

export function isSupported(code: string | undefined): boolean {
  return (languages as readonly string[]).includes(baseOf(code));
}

export function toLanguage(code: string | undefined): Language {
  return isSupported(code) ? (baseOf(code) as Language) : fallbackLanguage;
}
