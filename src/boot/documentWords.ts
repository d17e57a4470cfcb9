// The emergency summary's words in the languages the record view's boot script carries none of:
// JSON data at the end of record.html (build/bootScript.ts), after everything the page's first
// paint needs, so that a reader in Portuguese waits for none of it and a reader in another
// language waits only for the rest of the document, not for the app's word files.
import type { Language } from '../i18n/languages.ts';
import type { FlatWords } from './bootWords.ts';

export const SUMMARY_WORDS_ID = 'boot-summary-words';

/** Each language's summary words beyond the frame's and the header's, which the script carries. */
export type DocumentWords = Partial<Record<Language, FlatWords>>;

/** The summary's words in `language` the document holds; null where it holds none. */
export function documentWordsIn(language: Language): FlatWords | null {
  const listed = document.getElementById(SUMMARY_WORDS_ID)?.textContent;
  if (!listed) return null;
  try {
    return (JSON.parse(listed) as DocumentWords)[language] ?? null;
  } catch {
    return null;
  }
}
