import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bootView, endBootView } from '../../../lib/bootView';
import type { EmergencySummary } from './emergencySummary';
import {
  answeredParts,
  gathering,
  type Gathering,
  summaryCard,
  summaryHasContent,
  summaryRevealed,
} from './summaryTree';
import { renderViewNode } from './ViewNodeElement';

/** Whether this summary shows every part the boot page shows answered (false without one). */
function caughtUpWithBootPage(summary: EmergencySummary): boolean {
  const bootShows = bootView()?.answeredParts() ?? [];
  const answered = new Set<string>(answeredParts(summary));
  return bootShows.length > 0 && bootShows.every((name) => answered.has(name));
}

/** The first thing on the page: what a professional needs in seconds, on a small phone. */
export function EmergencySummaryCard({
  summary,
  onRetry,
}: {
  summary: EmergencySummary;
  onRetry: (resource: string) => void;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  const hasContent = summaryHasContent(summary);
  const answered = answeredParts(summary).length;
  const [gathered, setGathered] = useState(false);
  const gather = useRef<Gathering | null>(null);
  // The same rule as the boot page's, whose place this takes once it shows as much.
  const reveal = summaryRevealed(summary, gathered) || caughtUpWithBootPage(summary);
  const [revealed, setRevealed] = useState(reveal);
  if (reveal && !revealed) setRevealed(true);
  useEffect(() => {
    // A boot page already showing parts is caught up with instead (nothing shown goes back).
    const bootShows = (bootView()?.answeredParts() ?? []).length > 0;
    if (revealed || !hasContent || bootShows) return;
    gather.current ??= gathering(() => setGathered(true));
    gather.current.heard();
  }, [answered, hasContent, revealed]);
  useEffect(() => () => gather.current?.stop(), []);
  // The boot script's summary (same markup, same reads) gives way before the next paint.
  useLayoutEffect(() => {
    if (revealed) endBootView();
  }, [revealed]);
  return renderViewNode(summaryCard(summary, revealed, t), onRetry);
}
