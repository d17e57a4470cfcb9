// The app's two HTML documents (build/bootScript.ts writes both; each starts the same app): the
// public record view's own, whose boot script paints the emergency summary before the app has
// loaded, and index.html, with only the page's frame and a loading state, for every other page.
// Every server of a build, and the shell's service worker, answer a page's address by this rule.
import { recordViewAddress } from './recordViewAddress.ts';

export const PAGE_DOCUMENT = 'index.html';
export const RECORD_DOCUMENT = 'record.html';

/** The document that answers a page's address (its path). */
export function documentOf(pathname: string): string {
  return recordViewAddress.test(pathname) ? RECORD_DOCUMENT : PAGE_DOCUMENT;
}
