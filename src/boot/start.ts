// What the boot script does on every page, in both documents: the page's language, the page's
// frame with a loading state until the app's layout shows, and the preloads. Only the record
// view's document (src/boot/main.ts) paints the emergency summary instead of the loading frame.
import type frameWords from 'virtual:boot-frame-words';
import { languageTags, type Language } from '../i18n/languages';
import { noteBootLanguage } from '../bootHandoff/bootLanguage';
import { detectLanguage } from '../i18n/detectLanguage';
import { LOADING_ATTRIBUTE, LOADING_FRAME_ID } from '../bootHandoff/loadingFrame';
import { isCardCodeAddress } from '../lib/cardCode';
import { recordViewCardCode } from '../lib/recordViewAddress';
import { paintNode } from '../recordReading/viewNode';
import { bootTranslate } from './bootWords';
import { API_BASE_META, documentMeta } from './documentMeta';
import { brandHeader, loadingFrame, type FrameHeader } from './frame';
import { startAppCode } from './appCode';
import { whenParsed } from './whenParsed';

/** The words of every language, with at least the loading frame's (`frameWordKeys`). */
export type BootWords = typeof frameWords;

/** The record view's document: its header, and its start on a card code's address. */
export interface RecordView {
  header: FrameHeader;
  /** Paints the record view of a card code, with its reads sent to the API at `apiBase`. */
  start: (apiBase: string, cardCode: string, language: Language) => void;
}

/**
 * Runs `paint` at once when the script is in the body, which the parser has then started: the
 * record view's document puts its boot script first in the body, so that its page is on screen
 * before the rest of the document (the app's styles and code) has arrived.
 */
export function whenBodyStarts(paint: () => void) {
  if (document.body) paint();
  else whenParsed(paint);
}

/**
 * The page's frame and a loading state until the app's layout shows
 * (src/bootHandoff/loadingFrame.ts).
 */
export function paintLoadingFrame(words: BootWords, language: Language, header: FrameHeader) {
  const t = bootTranslate(words[language], language);
  document.documentElement.lang = languageTags[language];
  whenBodyStarts(() => {
    const frame = paintNode(
      loadingFrame(t, header(t, language)),
      document,
      () => undefined,
    ) as HTMLElement;
    frame.id = LOADING_FRAME_ID;
    document.body.prepend(frame);
    document.documentElement.setAttribute(LOADING_ATTRIBUTE, '');
  });
}

/**
 * Starts the page: the record view's own start on a card code's address when the build has an
 * API (a demo build's backend only answers once the app has started it), the loading frame and
 * the app's code anywhere else.
 */
export function startBoot(words: BootWords, recordView?: RecordView): void {
  const language = detectLanguage();
  noteBootLanguage(language);
  const cardCode = recordViewCardCode(location.pathname);
  const onRecord = isCardCodeAddress(cardCode);
  const apiBase = documentMeta(API_BASE_META);
  if (onRecord && apiBase && recordView) return recordView.start(apiBase, cardCode, language);
  paintLoadingFrame(words, language, recordView?.header ?? brandHeader);
  // Only the record view's reads are worth holding the app's code back for.
  startAppCode();
}
