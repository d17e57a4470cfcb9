// The boot script's language detection: a few lines in the inline script, in the same order and
// from the same places as the app's detector (i18next-browser-languagedetector, src/i18n/setup.ts).
import { fallbackLanguage, isSupported, toLanguage, type Language } from './languages.ts';

/** Where the chosen language is kept on the device (the name i18next gives it). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The language cookie's name, and the address parameter's. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_PARAMETER = 'lng';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * The languages the page could be shown in, in the detection order of the product spec: the
 * `lng` parameter, the language cookie, local and session storage, the browser, `<html lang>`.
 */
function languageCandidates(): string[] {
  return [
    new URLSearchParams(location.search).get(LANGUAGE_PARAMETER),
    cookie(LANGUAGE_COOKIE),
    stored(() => localStorage),
    stored(() => sessionStorage),
    ...navigator.languages,
    document.documentElement.lang,
  ].filter((code): code is string => Boolean(code));
}

/** The page's language: the first supported candidate, else Portuguese. */
export function detectLanguage(): Language {
  const found = languageCandidates().find((code) => isSupported(code));
  return found ? toLanguage(found) : fallbackLanguage;
}
