// The words of the record view in the reader's language, for what the boot script carries no words
// of: the record's sections in every language, and the summary in a language other than
// INLINE_LANGUAGE when its document does not hold them (src/boot/documentWords.ts). They are the
// app's own word files, which the app loads next anyway (the document asks for them at once,
// src/boot/preload.ts) and the shell's worker keeps, so they cost the reader no bytes more.
import type { Language } from '../i18n/languages';
import { bootNamespaces, flatWords, type FlatWords } from './bootWords';
import { listedAssets } from './preload';

/** Every word of the record view's namespaces in `language`, from the word files listed. */
export async function loadRecordWords(language: Language): Promise<FlatWords> {
  const files = listedAssets()?.words[language] ?? {};
  const namespaces = await Promise.all(
    bootNamespaces.map(async (namespace) => {
      const href = files[namespace];
      if (!href) throw new Error(`the document lists no ${namespace} words in ${language}`);
      const loaded = (await import(/* @vite-ignore */ href)) as { default: unknown };
      return [namespace, loaded.default] as const;
    }),
  );
  return flatWords(Object.fromEntries(namespaces));
}
