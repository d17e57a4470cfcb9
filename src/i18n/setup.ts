import i18n, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { keepLanguage, languageCandidates } from './detectLanguage';
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

/** The boot script's detection, so that the app and the boot script agree on the language. */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  // Outside a browser (Node tests, the benchmark's server) there is nothing to detect.
  detect: () => (typeof document === 'undefined' ? undefined : languageCandidates()),
  cacheUserLanguage: keepLanguage,
};

export const i18nReady = i18n
  .use(lazyLocales)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
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
