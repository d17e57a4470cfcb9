import { detectLanguage } from '../i18n/detectLanguage.ts';
import type { Language } from '../i18n/languages.ts';
import { opensWithCardCopy } from '../lib/cardFragment.ts';
import { isCardCodeAddress } from '../lib/cardCode.ts';
import { recordViewCardCode } from '../lib/recordViewAddress.ts';
import { bootNamespaces } from './bootWords.ts';

/** What index.html lists for the boot script (written at build time by build/bootScript.ts). */
export interface BootAssets {
  /** The record view's page code: its chunk and the chunks it imports. */
  record: string[];
  /** The code that shows a printed card's copy, beyond the page's. */
  copy: string[];
  /** Each language's word chunks by namespace. */
  words: Partial<Record<Language, Record<string, string>>>;
}

export const BOOT_ASSETS_ID = 'boot-assets';

/** What the document lists for the boot script; null in a document that lists nothing. */
export function listedAssets(): BootAssets | null {
  const listed = document.getElementById(BOOT_ASSETS_ID)?.textContent;
  return listed ? (JSON.parse(listed) as BootAssets) : null;
}

function modulePreload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  // After the record's reads and the stylesheet, as the app's own code is (build/bootScript.ts).
  link.fetchPriority = 'low';
  link.href = href;
  document.head.append(link);
}

/**
 * Asks for code and words the app would only ask for once its entry has run, in the reader's
 * language: the shell's words on every page, and on the record view its page code and its words
 * too, and the copy's code when the page opened with a printed card's copy.
 */
export function preloadAssets(): void {
  const assets = listedAssets();
  if (!assets) return;
  const onRecordView = isCardCodeAddress(recordViewCardCode(location.pathname));
  const words = assets.words[detectLanguage()] ?? {};
  const namespaces = onRecordView ? bootNamespaces : ['common'];
  for (const namespace of namespaces) {
    const href = words[namespace];
    if (href) modulePreload(href);
  }
  if (!onRecordView) return;
  assets.record.forEach(modulePreload);
  if (opensWithCardCopy()) assets.copy.forEach(modulePreload);
}
