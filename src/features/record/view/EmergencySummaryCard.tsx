import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bootView, endBootView } from '@/bootHandoff/bootView';
import type { EmergencySummary } from '@/recordReading/emergencySummary';
import { summaryCard } from '@/recordReading/summaryTree';
import {
  answeredParts,
  gathering,
  type Gathering,
  summaryHasContent,
  revealsParts,
} from '@/recordReading/summaryReveal';
import { useReaderPlace } from './useReaderPlace';
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
  const hasContent = summaryHasContent(summary);
  const answered: readonly string[] = answeredParts(summary);
  // The parts the boot page shows (none without one): caught up with, nothing shown goes back.
  const bootParts = bootView()?.answeredParts() ?? [];
  const bootShowsParts = bootParts.length > 0;
  const [gathered, setGathered] = useState(false);
  const gather = useRef<Gathering | null>(null);
  // The boot page's rule, whose place this takes once it shows as much.
  const reveal = revealsParts(summary, {
    gathered,
    replacing: {
      shown: bootParts,
      fromCard: bootView()?.cardParts() ?? [],
      live: bootView()?.liveParts() ?? [],
    },
  });
  const [revealed, setRevealed] = useState(reveal);
  if (reveal && !revealed) setRevealed(true);
  const answeredCount = answered.length;
  useEffect(() => {
    if (revealed || !hasContent || bootShowsParts) return;
    gather.current ??= gathering(() => setGathered(true));
    gather.current.heard();
  }, [answeredCount, hasContent, revealed, bootShowsParts]);
  useEffect(() => () => gather.current?.stop(), []);
  // The boot script's summary (same markup, same reads) gives way before the next paint.
  useLayoutEffect(() => {
    if (revealed) endBootView();
  }, [revealed]);
  const { place, control } = useReaderPlace();
  return renderViewNode(summaryCard(summary, revealed, t, { place }), onRetry, {
    locate: control,
  });
}
