import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endBootView } from '@/bootHandoff/bootView';
import { cardCopyNotice, copyAlone } from '@/recordReading/cardCopy/onThePage';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import type { EmergencySummary } from '@/recordReading/emergencySummary';
import { summaryCard } from '@/recordReading/summaryTree';
import { recordHeading, recordPageClass } from '@/recordReading/recordHeading';
import { CopySignatureNote } from './CopySignatureNote';
import { renderViewNode } from './ViewNodeElement';

const nothingToRetry = () => undefined;

/**
 * A private record opened from a printed card: the card's summary, marked as the card's, as the
 * boot page shows it and as the QR dialog promised when the card was made; nothing of the online
 * record, and nothing to print.
 */
export function PrivateRecordCopy({
  cardCode,
  copy,
  fragment,
  live,
}: {
  cardCode: string;
  copy: CardSummary;
  fragment: string;
  live: EmergencySummary;
}) {
  const { t } = useTranslation(['recordView', 'record', 'common']);
  useLayoutEffect(endBootView, []);
  return (
    <div className={recordPageClass}>
      {renderViewNode(recordHeading(cardCode, t), nothingToRetry)}
      <div className="mt-5">
        {renderViewNode(cardCopyNotice(copy, live, 'private', t), nothingToRetry)}
        {renderViewNode(summaryCard(copyAlone(copy), true, t), nothingToRetry)}
        <CopySignatureNote fragment={fragment} madeOn={copy.madeOn} />
      </div>
    </div>
  );
}
