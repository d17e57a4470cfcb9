import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { bootLanguageDetector } from '../bootHandoff/bootLanguage';
import { LANGUAGE_COOKIE, LANGUAGE_PARAMETER, LANGUAGE_STORAGE_KEY } from './detectLanguage';
import { fallbackLanguage, isSupported, languages, toLanguage } from './languages';

type Messages = Record<string, unknown>;

// Each language and namespace is its own chunk: only the active language, and only the
// namespaces of the screens on show, are downloaded.
const localeLoaders = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** `common` holds the shell's words; each feature area has a namespace of its own. */
export const namespaces = [
  'common',
  'record',
  'recordEditor',
  'recordView',
  'account',
  'public',
  'about',
  'legal',
] as const;
export type Namespace = (typeof namespaces)[number];

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`./locales/${toLanguage(language)}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The product spec's order: the `lng` parameter, the language cookie, local and session storage,
 * the browser, `<html lang>`; before them all, the boot script's choice where it ran, so that the
 * app and the page it takes over agree. The language found is kept in local storage.
 */
const languageDetector = new LanguageDetector();
languageDetector.addDetector(bootLanguageDetector);

export const i18nReady = i18n
  .use(lazyLocales)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    detection: {
      order: [
        bootLanguageDetector.name,
        'querystring',
        'cookie',
        'localStorage',
        'sessionStorage',
        'navigator',
        'htmlTag',
      ],
      lookupQuerystring: LANGUAGE_PARAMETER,
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupSessionStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    ns: ['common'],
    defaultNS: 'common',
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Every locale is complete (a test keeps them equal), so a supported language needs no
    // fallback download; anything else falls back to Portuguese.
    fallbackLng: (code: string) => (isSupported(code) ? [] : [fallbackLanguage]),
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    // Detect the language now rather than on the next tick, so that a route can ask for its
    // words at start-up, in the right language, alongside `common`.
    initAsync: false,
  });

export { i18n };
