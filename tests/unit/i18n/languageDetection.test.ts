// The app and the boot script find the page's language the same way, in the product spec's order:
// the `lng` parameter, the language cookie, local and session storage, the browser, <html lang>.
import { vi } from 'vitest';
import { detectLanguage } from '@/i18n/detectLanguage';

const LANGUAGE_KEY = 'i18nextLng';

/** The browser's languages; its `language` is the first, as in every browser. */
function setBrowserLanguages(codes: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(codes);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(codes[0] ?? '');
}

/** The language the app starts in: its i18n set-up, imported afresh. */
async function appLanguage(): Promise<string | undefined> {
  vi.resetModules();
  const { i18n, i18nReady } = await import('@/i18n/setup');
  await i18nReady;
  return i18n.resolvedLanguage;
}

/** Every source at once, each with a language of its own. */
function setEverySource() {
  window.history.replaceState(null, '', '/?lng=de');
  document.cookie = 'i18next=fr; path=/';
  localStorage.setItem(LANGUAGE_KEY, 'en');
  sessionStorage.setItem(LANGUAGE_KEY, 'es');
  setBrowserLanguages(['pt-BR']);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'pt-BR';
  vi.restoreAllMocks();
});

it.each([
  ['the lng parameter', () => {}, 'de'],
  ['the cookie', () => window.history.replaceState(null, '', '/'), 'fr'],
  [
    'local storage',
    () => {
      window.history.replaceState(null, '', '/');
      document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    },
    'en',
  ],
  [
    'session storage',
    () => {
      window.history.replaceState(null, '', '/?lng=xx');
      document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      localStorage.clear();
    },
    'es',
  ],
])(
  '%s comes before the sources after it, for the app and the boot script',
  async (_, leaveOut, expected) => {
    setEverySource();
    leaveOut();

    expect(detectLanguage()).toBe(expected);
    expect(await appLanguage()).toBe(expected);
  },
);

it('the browser’s first supported language comes next, then <html lang>, then Portuguese', async () => {
  setBrowserLanguages(['ja', 'fr-CA', 'en']);
  expect(detectLanguage()).toBe('fr');
  expect(await appLanguage()).toBe('fr');

  // The app has kept the language it started in: forget it, as on a new device.
  localStorage.clear();
  setBrowserLanguages(['ja']);
  document.documentElement.lang = 'es';
  expect(detectLanguage()).toBe('es');
  expect(await appLanguage()).toBe('es');

  localStorage.clear();
  document.documentElement.lang = 'ja';
  expect(detectLanguage()).toBe('pt');
  expect(await appLanguage()).toBe('pt');
});

it('the app keeps the language it starts in and the one chosen in local storage', async () => {
  setBrowserLanguages(['de-DE']);
  vi.resetModules();
  const { i18n, i18nReady } = await import('@/i18n/setup');
  await i18nReady;
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de-DE');

  await i18n.changeLanguage('es');
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
});

it('the app takes the boot script’s choice first, through the design card’s detector', async () => {
  setEverySource();
  window.__bootLanguage = 'es';
  try {
    expect(await appLanguage()).toBe('es');
    const { i18n } = await import('@/i18n/setup');
    const { default: LanguageDetector } = await import('i18next-browser-languagedetector');
    expect(i18n.services.languageDetector).toBeInstanceOf(LanguageDetector);
  } finally {
    delete window.__bootLanguage;
  }
});
