import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import type { RecordVisibility, SectionDecl } from '@/record';
import { PublicBadge } from './PublicBadge';
import { sectionHeadingId } from './sectionAnchors';
import { SectionForm } from './SectionForm';
import type { SectionRead } from '@/recordReading/recordState';
import type { RecordReadsHook } from '../model/useRecordReads';
import type { SectionReports } from './useSectionReports';

export interface SectionEditorProps {
  section: SectionDecl;
  cardCode: string;
  read: SectionRead;
  retry: RecordReadsHook['retry'];
  refresh: RecordReadsHook['refresh'];
  reportDirty: SectionReports['reportDirty'];
  reportFacts: SectionReports['reportFacts'];
  /** The saved public-page choice, once read: the section says whether it is public. */
  visibility: RecordVisibility | null;
}

/**
 * One section of the editor page: its heading, then its loading state, load error or form.
 * Memoized: what happens in one section (or in the page around it) leaves the others alone.
 */
export const SectionEditor = memo(function SectionEditor({
  section,
  cardCode,
  read,
  retry,
  refresh,
  reportDirty,
  reportFacts,
  visibility,
}: SectionEditorProps) {
  const { t } = useTranslation(['recordEditor', 'record']);
  const { t: tCommon } = useTranslation('common');
  const headingId = sectionHeadingId(section.id);
  const { resource, id } = section;

  const refreshSection = useCallback(() => refresh(resource), [refresh, resource]);
  const onDirtyChange = useCallback((dirty: boolean) => reportDirty(id, dirty), [reportDirty, id]);
  const onFacts = useCallback(
    (facts: Parameters<typeof reportFacts>[1]) => reportFacts(id, facts),
    [reportFacts, id],
  );

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id={headingId}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight break-words hyphens-auto text-slate-900"
      >
        {t(`record:sections.${id}.title`)}
      </h2>
      {visibility ? <PublicBadge visibility={visibility} section={section} /> : null}
      {read.status === 'loading' || read.status === 'retrying' ? (
        <Spinner label={tCommon('common.loading')} className="py-6" />
      ) : read.status !== 'shown' && read.status !== 'empty' ? (
        // No form until the section is read: a form of blank cards, saved, would replace what
        // is stored. The owner is never refused a section: a refusal is a failed read here.
        <div className="mt-4 flex flex-col items-start gap-3">
          <div role="alert" className="text-red-700">
            <p>
              {errorText(
                read.status === 'failed' ? read.error : null,
                tCommon,
                'errors.recordLoad',
              )}
            </p>
            <p className="mt-1">{t('readFailed')}</p>
          </div>
          <Button variant="secondary" onClick={() => retry(resource)}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <SectionForm
          section={section}
          cardCode={cardCode}
          answer={read}
          refresh={refreshSection}
          onDirtyChange={onDirtyChange}
          onFacts={onFacts}
          labelledBy={headingId}
        />
      )}
    </section>
  );
});
