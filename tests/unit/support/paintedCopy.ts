// The boot page's painting of a printed card's copy before any live read has answered: its notice
// above the summary it carries, as one detached node.
import type { Translate } from '@/i18n/translate';
import { cardCopyNotice, summaryWithCopy } from '@/recordView/cardCopyView';
import type { CardSummary } from '@/recordView/cardSummary';
import { emergencySummary } from '@/recordView/emergencySummary';
import { allLoading } from '@/recordView/recordState';
import { summaryCard } from '@/recordView/summaryTree';
import { el, paintNode } from '@/recordView/viewNode';

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
