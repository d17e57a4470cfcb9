import type * as CopiedSummaryModule from './CopiedSummary';
import { heldCardFragment } from '@/lib/cardFragment';
import type { CardSummary } from '@/recordReading/cardCopy/format';

/** A printed card's copy the record view opened with, and the code that shows it. */
export interface HeldCopy {
  copy: CardSummary;
  /** The copy as the QR code's address carried it. */
  fragment: string;
  view: typeof CopiedSummaryModule;
}

/**
 * The copy the record view at `path` opened with, decoded; null when it opened without one, or
 * with one that does not decode (no copy at all, rather than a guess). The copy's code is loaded
 * only then, alongside the page's own, so the view first renders with the copy in place, as the
 * boot page painted it.
 */
export async function loadHeldCopy(path: string): Promise<HeldCopy | null> {
  const fragment = heldCardFragment(path);
  if (!fragment) return null;
  const view = await import('./CopiedSummary');
  const copy = view.decodeCardSummary(fragment);
  return copy && { copy, fragment, view };
}
