import { PageSection } from '@/components/PageSection';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatCardCode } from '@/lib/cardCode';
import { SectionEditor } from './editor/SectionEditor';
import { PrintButton } from './print/PrintButton';
import { SectionNav } from './editor/SectionNav';
import { UnsavedChangesGuard } from './editor/UnsavedChangesGuard';
import { useRecordReads } from './model/useRecordReads';
import { useSectionReports } from './editor/useSectionReports';
import { PUBLIC_PAGE_FORM, PublicPageChoices } from './editor/PublicPageChoices';
import { useCardVisibility } from './editor/useCardVisibility';
import { IpsDownloadButton } from './ips/IpsDownloadButton';
import { sectionsThatApply } from '@/record';
import { editorRead, recordFacts } from '@/recordReading/recordState';

export default function RecordEditorPage() {
  const { cardCode = '' } = useParams();
  // Another card is another page: nothing read or typed for one card carries over.
  return <RecordEditor key={cardCode} cardCode={cardCode} />;
}

function RecordEditor({ cardCode }: { cardCode: string }) {
  const { t } = useTranslation(['recordEditor', 'record', 'common']);
  const reads = useRecordReads(cardCode, 'owner');
  const reports = useSectionReports();
  const visibility = useCardVisibility(cardCode);
  const { reportDirty } = reports;
  const onChoicesDirty = useCallback(
    (dirty: boolean) => reportDirty(PUBLIC_PAGE_FORM, dirty),
    [reportDirty],
  );
  const facts = recordFacts(reads.state, reports.liveFacts);
  const shown = sectionsThatApply(facts);

  return (
    // The browser tests wait for this before leaving: the guard is set in the same commit.
    <PageSection
      data-unsaved-changes={String(reports.dirty.size > 0)}
      title={t('title')}
      subtitle={t('common:record.cardCode', { code: formatCardCode(cardCode) })}
      // The owner's own print: the whole record as stored, whatever the public page shows.
      actions={<PrintButton state={reads.state} cardCode={formatCardCode(cardCode)} />}
      intro={t('intro')}
    >
      <div className="mt-4">
        <IpsDownloadButton state={reads.state} cardCode={cardCode} />
      </div>
      <PublicPageChoices
        cardCode={cardCode}
        visibility={visibility}
        facts={facts}
        onDirtyChange={onChoicesDirty}
      />

      <div className="mt-8 gap-8 md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
        <SectionNav sections={shown} />
        <div className="flex flex-col gap-6">
          {shown.map((section) => (
            <SectionEditor
              key={section.id}
              section={section}
              cardCode={cardCode}
              read={editorRead(reads.state, section.resource)}
              retry={reads.retry}
              refresh={reads.refresh}
              reportDirty={reports.reportDirty}
              reportFacts={reports.reportFacts}
              visibility={visibility.current}
            />
          ))}
        </div>
      </div>

      <UnsavedChangesGuard
        when={reports.dirty.size > 0}
        hasUnsavedChanges={reports.hasUnsavedChanges}
      />
    </PageSection>
  );
}
