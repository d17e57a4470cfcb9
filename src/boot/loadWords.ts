// The summary's words in a language the record view's boot script does not carry: picked, as the
// build picks INLINE_LANGUAGE's, from the app's own word files. The app loads those next anyway,
// and the shell's worker keeps them, so they cost the reader no bytes more.
import type { Language } from '../i18n/languages';
import { summarySections } from '../recordReading/emergencySummary';
import { bootNamespaces, pickBootWords, type FlatWords } from './bootWords';
import { listedAssets } from './preload';

/** The summary's words in `language`, loaded from the app's word files the document lists. */
export async function loadBootWords(language: Language): Promise<FlatWords> {
  const files = listedAssets()?.words[language] ?? {};
  const namespaces = await Promise.all(
    bootNamespaces.map(async (namespace) => {
      const href = files[namespace];
      if (!href) throw new Error(`the document lists no ${namespace} words in ${language}`);
      const loaded = (await import(/* @vite-ignore */ href)) as { default: unknown };
      return [namespace, loaded.default] as const;
    }),
  );
  return summaryWordsOf(Object.fromEntries(namespaces));
}

/** The summary's and the frame's words from the app's word files, by namespace. */
export function summaryWordsOf(namespaces: Record<string, unknown>): FlatWords {
  return pickBootWords(
    namespaces,
    summarySections.map((section) => section.id),
  );
}
