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

const onRecordView = () => isCardCodeAddress(recordViewCardCode(location.pathname));

/**
 * Asks for the words the app would only ask for once its entry has run, in the reader's language:
 * the shell's on every page, and on the record view its own too.
 */
export function preloadWords(): void {
  const words = listedAssets()?.words[detectLanguage()] ?? {};
  for (const namespace of onRecordView() ? bootNamespaces : ['common']) {
    const href = words[namespace];
    if (href) modulePreload(href);
  }
}

/**
 * Asks for the code the app would only ask for once its entry has run: on the record view its
 * page code, and the copy's code when the page opened with a printed card's copy.
 */
export function preloadViewCode(): void {
  const assets = listedAssets();
  if (!assets || !onRecordView()) return;
  assets.record.forEach(modulePreload);
  if (opensWithCardCopy()) assets.copy.forEach(modulePreload);
}

/** Asks for the words and code the app would only ask for once its entry has run. */
export function preloadAssets(): void {
  preloadWords();
  preloadViewCode();
}
