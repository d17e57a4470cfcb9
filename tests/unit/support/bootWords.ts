import { bootNamespaces, flatWords, pickBootWords, type FlatWords } from '@/boot/bootWords';
import type { Language } from '@/i18n/languages';
import { summarySections } from '@/recordReading/emergencySummary';

const files = import.meta.glob<unknown>('/src/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const namespacesIn = (language: Language) =>
  Object.fromEntries(
    bootNamespaces.map((namespace) => [
      namespace,
      files[`/src/i18n/locales/${language}/${namespace}.json`],
    ]),
  );

/**
 * The emergency summary's words in `language`, picked from the locale files as the build picks
 * those the boot script carries: what the summary says must be among them in every language.
 */
export function bootWordsIn(language: Language): FlatWords {
  return pickBootWords(
    namespacesIn(language),
    summarySections.map((section) => section.id),
  );
}

/** Every word the boot script has for the record's sections in `language` (src/boot/loadWords.ts). */
export function recordWordsIn(language: Language): FlatWords {
  return flatWords(namespacesIn(language));
}
