// Reading a card's fragment is on the way to the record view's first paint: it must not build a
// date formatter, which costs tens of milliseconds on a slow phone. In a fresh worker, where no
// earlier test has built and kept one.
import { describe, expect, it, vi } from 'vitest';
import { CARD_FRAGMENT } from '../../bench/cardFragment.mjs';

describe("reading a card's fragment", () => {
  it('makes no date formatter', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { decodeCardSummary } = await import('@/recordReading/cardCopy/format');
    expect(decodeCardSummary(CARD_FRAGMENT)).not.toBeNull();
    expect(made).not.toHaveBeenCalled();
  });
});
