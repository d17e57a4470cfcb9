import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintButton } from '../print/PrintButton';
import { isRecordResource, type RecordResource } from '@/record';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { loadStatus } from '@/recordReading/loadStatus';
import { unreachableNotice } from '@/recordReading/unreachableNotice';
import { EmergencySummaryCard } from './EmergencySummaryCard';
import type { HeldCopy } from './heldCopy';
import { RecordContents } from './RecordContents';
import { RecordNotFound } from './RecordNotFound';
import { RecordPrivate } from './RecordPrivate';
import {
  isPending,
  isPrivateRecord,
  isUnknownCard,
  sectionsOfView,
  type RecordState,
} from '@/recordReading/recordState';
import { SectionCard } from './SectionCard';
import { recordHeading, recordPageClass } from '@/recordReading/recordHeading';
import { contentsOf, contentsPlaceClass, sectionsPlaceClass } from '@/recordReading/sectionTree';
import { renderViewNode } from './ViewNodeElement';

/** The record of one card: title and print, the emergency summary, then every section. */
export function RecordView({
  state,
  cardCode,
  onRetry,
  unreachable = false,
  heldCopy = null,
}: {
  state: RecordState;
  /** The card code as the page shows it (000-000-000). */
  cardCode: string;
  onRetry: (resource: RecordResource) => void;
  /** No network reaches the API: the sections it failed are being read again by themselves. */
  unreachable?: boolean;
  /**
   * The printed card's copy the page opened with (the QR code's fragment): its notice stays when
   * the boot page gives way, the link of a section not taking it away.
   */
  heldCopy?: HeldCopy | null;
}) {
  const { t } = useTranslation(['recordView', 'record', 'common']);
  // The summary commits first; the sections below follow in a render that does not hold it up.
  const shown = useDeferredValue(state);
  if (isUnknownCard(state)) return <RecordNotFound cardCode={cardCode} />;
  if (isPrivateRecord(state)) {
    if (!heldCopy) return <RecordPrivate cardCode={cardCode} />;
    const { PrivateRecordCopy } = heldCopy.view;
    return (
      <PrivateRecordCopy
        cardCode={cardCode}
        copy={heldCopy.copy}
        fragment={heldCopy.fragment}
        live={emergencySummary(state)}
      />
    );
  }

  const retryResource = (resource: string) => {
    if (isRecordResource(resource)) onRetry(resource);
  };
  const loading = Object.values(shown).some(isPending);
  const sections = sectionsOfView(shown);
  const live = emergencySummary(state);
  return (
    <div className={recordPageClass} data-record-loaded={String(!loading)}>
      {renderViewNode(recordHeading(cardCode, t), retryResource, {
        print: <PrintButton state={state} cardCode={cardCode} />,
      })}
      <p role="status" className="sr-only">
        {loadStatus(shown, t)}
      </p>
      {unreachable && renderViewNode(unreachableNotice(t), retryResource)}
      <div className="mt-5">
        {heldCopy ? (
          <heldCopy.view.CopiedSummary
            copy={heldCopy.copy}
            fragment={heldCopy.fragment}
            live={live}
            onRetry={retryResource}
          />
        ) : (
          <EmergencySummaryCard summary={live} onRetry={retryResource} />
        )}
      </div>
      <div className={contentsPlaceClass}>
        <RecordContents sections={contentsOf(sections)} />
      </div>
      <div className={sectionsPlaceClass}>
        {sections.map(({ section, read, within }) => (
          <SectionCard
            key={section.id}
            section={section}
            read={read}
            within={within}
            onRetry={onRetry}
          />
        ))}
      </div>
    </div>
  );
}
