// What the record view shows of a printed card's copy, in a chunk of its own: a view opened
// without a copy loads none of it (see heldCopy.ts).
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import { cardCopyNotice, summaryWithCopy } from '@/recordReading/cardCopy/onThePage';
import type { EmergencySummary } from '@/recordReading/emergencySummary';
import { CopySignatureNote } from './CopySignatureNote';
import { EmergencySummaryCard } from './EmergencySummaryCard';
import { renderViewNode } from './ViewNodeElement';

export { decodeCardSummary } from '@/recordReading/cardCopy/format';
export { PrivateRecordCopy } from './PrivateRecordCopy';

/**
 * The summary of a record opened from a printed card: the card's notice, the live summary with
 * the card's lines where the record has not answered or differs, and whether the copy is signed.
 */
export function CopiedSummary({
  copy,
  fragment,
  live,
  onRetry,
}: {
  copy: CardSummary;
  /** The copy as the QR code's address carried it, for its signature. */
  fragment: string;
  live: EmergencySummary;
  onRetry: (resource: string) => void;
}) {
  const { t } = useTranslation(['recordView', 'record', 'common']);
  return (
    <>
      {renderViewNode(cardCopyNotice(copy, live, null, t), onRetry)}
      <EmergencySummaryCard summary={summaryWithCopy(live, copy)} onRetry={onRetry} />
      <CopySignatureNote fragment={fragment} madeOn={copy.madeOn} />
    </>
  );
}
