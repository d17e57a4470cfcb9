// A printed card's copy travels in its QR code's address, after '#'. Once the page has read it,
// it leaves the address bar (and the tab's history entry with it), so that nothing of the record
// stays in the scanning phone's history; the page keeps it in memory for as long as it is open.
// The boot script takes it first (a build against an API), the app otherwise: whoever comes
// first, both read the same copy. A reload, with the address now bare, reads the record as any
// visit does.
import { recordViewCardCode } from './recordViewAddress.ts';

interface HeldFragment {
  /** The record view's address the copy came with. */
  path: string;
  fragment: string;
}

declare global {
  interface Window {
    __cardFragment?: HeldFragment;
  }
}

/** Every version of the copy starts with its number, then ';' (a section's anchor never does). */
const COPY_FRAGMENT = /^\d+;/;

/** The copy in the address, on a record view's address; '' for none. */
function copyInAddress(): string {
  const fragment = location.hash.slice(1);
  return COPY_FRAGMENT.test(fragment) && recordViewCardCode(location.pathname) ? fragment : '';
}

/** Takes a record view's copy out of the address, and keeps it for this page's life. */
export function holdCardFragment(): void {
  const fragment = copyInAddress();
  if (!fragment) return;
  window.__cardFragment = { path: location.pathname, fragment };
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** Whether the record view opened with a copy: one still in the address, or one held. */
export function opensWithCardCopy(): boolean {
  return copyInAddress() !== '' || heldCardFragment(location.pathname) !== '';
}

/** The copy the record view at `path` opened with, '' when it opened without one. */
export function heldCardFragment(path: string): string {
  const held = window.__cardFragment;
  return held?.path === path ? held.fragment : '';
}
