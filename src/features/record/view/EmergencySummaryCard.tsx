import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endBootView } from '../../../lib/bootView';
import type { EmergencySummary } from './emergencySummary';
import { summaryCard, summarySettled } from './summaryTree';
import { renderViewNode } from './ViewNodeElement';

/** The first thing on the page: what a professional needs in seconds, on a small phone. */
export function EmergencySummaryCard({
  summary,
  onRetry,
}: {
  summary: EmergencySummary;
  onRetry: (resource: string) => void;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  // The first time, the summary appears whole once all its reads have ended; a later retry
  // reloads only its own part.
  const settled = summarySettled(summary);
  const [revealed, setRevealed] = useState(settled);
  if (settled && !revealed) setRevealed(true);
  // The boot script's summary (same markup, same reads) gives way before the next paint.
  useLayoutEffect(() => {
    if (revealed) endBootView();
  }, [revealed]);
  return renderViewNode(summaryCard(summary, revealed, t), onRetry);
}
