import { fallbackLanguage, isSupported, toLanguage, type Language } from '../i18n/languages';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem('i18nextLng');
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
 * The page's language by the app's detection order (src/i18n/setup.ts, SPEC.md section 1): the
 * `lng` parameter, the language cookie, local and session storage, the browser, `<html lang>`;
 * the first supported one wins.
 */
export function detectLanguage(): Language {
  const candidates = [
    new URLSearchParams(location.search).get('lng'),
    cookie('i18next'),
    stored(() => localStorage),
    stored(() => sessionStorage),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  const found = candidates.find((code) => code && isSupported(code));
  return found ? toLanguage(found) : fallbackLanguage;
}
