import { bootNamespaces, type FlatWords } from '@/boot/bootWords';
import { summaryWordsOf } from '@/boot/loadWords';
import type { Language } from '@/i18n/languages';

const files = import.meta.glob<unknown>('/src/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The boot script's words in `language`, picked from the locale files as it picks them from the
 * app's word files (src/boot/loadWords.ts), and as the build picks those it carries.
 */
export function bootWordsIn(language: Language): FlatWords {
  return summaryWordsOf(
    Object.fromEntries(
      bootNamespaces.map((namespace) => [
        namespace,
        files[`/src/i18n/locales/${language}/${namespace}.json`],
      ]),
    ),
  );
}
