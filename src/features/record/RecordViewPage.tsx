import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router-dom';
import type { PreloadedRecord } from '@/api/medicalRecord';
import { Spinner } from '@/components/Spinner';
import { isCardCodeAddress, shownCardCode } from '@/lib/cardCode';
import { RecordNotFound } from './view/RecordNotFound';
import type { HeldCopy } from './view/heldCopy';
import { RecordView } from './view/RecordView';
import { useRecordReads } from './model/useRecordReads';
import { useRetryWhileUnreachable } from './model/useRetryWhileUnreachable';

/** What the route's loader gives the page: the record's reads, started, and a printed card's copy. */
export interface RecordViewLoad {
  preloaded?: PreloadedRecord;
  heldCopy?: HeldCopy | null;
}

function PageLoading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('common.loading')} className="min-h-screen" />;
}

/**
 * The reads start here, above the Suspense boundary, so they run while this page's words are
 * still downloading instead of after.
 */
function CardRecord({
  cardCode,
  preloaded,
  heldCopy,
}: {
  cardCode: string;
  preloaded?: PreloadedRecord;
  heldCopy?: HeldCopy | null;
}) {
  const { state, retry } = useRecordReads(cardCode, 'public', preloaded);
  const unreachable = useRetryWhileUnreachable(state, retry);
  // The benchmark compares the reads' start with this moment.
  useEffect(() => {
    performance.mark('record-view:mount');
  }, []);
  return (
    <Suspense fallback={<PageLoading />}>
      <RecordView
        state={state}
        cardCode={shownCardCode(cardCode)}
        onRetry={retry}
        unreachable={unreachable}
        heldCopy={heldCopy}
      />
    </Suspense>
  );
}

/** "Prontuário Médico": the public view a professional opens from the card's QR code. */
export default function RecordViewPage() {
  const { cardCode = '' } = useParams();
  const loaded = useLoaderData() as RecordViewLoad | undefined;
  // A code that cannot name a card: no record, and no request sent to learn it.
  if (!isCardCodeAddress(cardCode)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RecordNotFound cardCode={cardCode} />
      </Suspense>
    );
  }
  return (
    <CardRecord
      key={cardCode}
      cardCode={cardCode}
      preloaded={loaded?.preloaded}
      heldCopy={loaded?.heldCopy}
    />
  );
}
