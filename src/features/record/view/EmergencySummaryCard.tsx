import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { medicalConditions } from '../sections/medicalConditions';
import { medicines } from '../sections/medicines';
import type { SectionDecl } from '../sections/types';
import type { EmergencySummary, SummaryPart } from './emergencySummary';
import { SkeletonBar } from './Skeleton';
import { Allergies, Contacts, MriUnsafe, NamedList, Patient, Pregnancy } from './SummaryContent';
import { PartContent, SummaryBlock, SummaryList } from './SummaryPart';

type Retry = (section: SectionDecl) => void;

/** Whether a part shown only when it applies is shown: unknown (failed, reloading) counts. */
function shows<T>(part: SummaryPart<T>, applies: (value: T) => boolean): boolean {
  return part.status !== 'ready' || applies(part.value);
}

/** The first thing on the page: what a professional needs in seconds, on a small phone. */
export function EmergencySummaryCard({
  summary,
  onRetry,
}: {
  summary: EmergencySummary;
  onRetry: Retry;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  // The first time, the summary appears whole once all its reads have ended: shown part by part
  // it would jump under the reader's eyes. A later retry reloads only its own part.
  const settled = Object.values(summary).every((part) => part.status !== 'loading');
  const [revealed, setRevealed] = useState(settled);
  if (settled && !revealed) setRevealed(true);

  return (
    <section
      aria-labelledby="resumo-emergencia"
      aria-busy={!revealed}
      className="overflow-hidden rounded-2xl border-2 border-red-700 bg-white shadow-sm"
    >
      <h2
        id="resumo-emergencia"
        className="bg-red-700 px-4 py-2 text-base font-bold uppercase tracking-wide text-white"
      >
        {t('summary.title')}
      </h2>
      {revealed ? <SummaryBody summary={summary} onRetry={onRetry} /> : <SummarySkeleton />}
    </section>
  );
}

/** Room for the summary while it loads, reaching below the fold so nothing under it shows yet. */
function SummarySkeleton() {
  const { t } = useTranslation('recordView');
  return (
    <div className="min-h-[75svh] space-y-6 p-4 sm:p-6">
      <span className="sr-only">{t('summary.loading')}</span>
      <div className="flex justify-between gap-4">
        <div className="flex-1 space-y-2">
          <SkeletonBar className="h-7 w-3/4" />
          <SkeletonBar className="h-5 w-1/2" />
        </div>
        <SkeletonBar className="h-24 w-28" />
      </div>
      {[0, 1, 2].map((block) => (
        <div key={block} className="space-y-2">
          <SkeletonBar className="h-4 w-32" />
          <SkeletonBar className="h-5 w-5/6" />
          <SkeletonBar className="h-5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

function SummaryBody({ summary, onRetry }: { summary: EmergencySummary; onRetry: Retry }) {
  const { t } = useTranslation(['recordView', 'record']);
  const { pregnancy: pregnant, mriUnsafe } = summary;
  return (
    <div className="space-y-5 p-4 sm:p-6">
      <Patient summary={summary} onRetry={onRetry} />
      <SummaryList title={t('summary.allergies')} part={summary.allergies} onRetry={onRetry}>
        {(items) => <Allergies items={items} />}
      </SummaryList>
      {/* Pregnancy and MRI show only when they apply, or when their read failed and it is
            unknown whether they do. */}
      {shows(pregnant, Boolean) ? (
        <SummaryBlock title={t('summary.pregnancy')}>
          <PartContent part={pregnant} onRetry={onRetry}>
            {(values) => (values ? <Pregnancy values={values} /> : null)}
          </PartContent>
        </SummaryBlock>
      ) : null}
      {shows(mriUnsafe, (items) => items.length > 0) ? (
        <SummaryBlock title={t('summary.mri')}>
          <PartContent part={mriUnsafe} onRetry={onRetry}>
            {(items) => <MriUnsafe items={items} />}
          </PartContent>
        </SummaryBlock>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <SummaryList
          title={t('summary.activeConditions')}
          part={summary.conditions}
          onRetry={onRetry}
        >
          {(items) => (
            <NamedList section={medicalConditions} items={items} status="status" detailNames={[]} />
          )}
        </SummaryList>
        <SummaryList
          title={t('summary.activeMedicines')}
          part={summary.medicines}
          onRetry={onRetry}
        >
          {(items) => (
            <NamedList
              section={medicines}
              items={items}
              status="status"
              detailNames={['dosage', 'frequency']}
            />
          )}
        </SummaryList>
      </div>
      <SummaryList title={t('summary.contacts')} part={summary.contacts} onRetry={onRetry}>
        {(items) => <Contacts items={items} />}
      </SummaryList>
    </div>
  );
}
