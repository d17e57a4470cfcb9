// The boot page's painting of a printed card's copy before any live read has answered: its notice
// above the summary it carries, as one detached node.
import type { Translate } from '@/i18n/translate';
import { cardCopyNotice, summaryWithCopy } from '@/recordReading/cardCopy/onThePage';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { allLoading } from '@/recordReading/recordState';
import { summaryCard } from '@/recordReading/summaryTree';
import { el, paintNode } from '@/recordReading/viewNode';

export function paintCopyBeforeReads(copy: CardSummary, t: Translate): HTMLElement {
  const live = emergencySummary(allLoading());
  return paintNode(
    el('div', undefined, [
      cardCopyNotice(copy, live, null, t),
      summaryCard(summaryWithCopy(live, copy), true, t),
    ]),
    document,
    () => undefined,
  ) as HTMLElement;
}
