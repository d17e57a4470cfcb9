import { useTranslation } from 'react-i18next';
import { PrintButton } from '../print/PrintButton';
import type { SectionDecl } from '../sections/types';
import { emergencySummary } from './emergencySummary';
import { EmergencySummaryCard } from './EmergencySummaryCard';
import { RecordNotFound } from './RecordNotFound';
import { isUnknownCard, sectionsOfView, type RecordState } from './recordState';
import { SectionCard } from './SectionCard';

/** The record of one card: title and print, the emergency summary, then every section. */
export function RecordView({
  state,
  code,
  onRetry,
}: {
  state: RecordState;
  /** The card code as the page shows it (000-000-000). */
  code: string;
  onRetry: (section: SectionDecl) => void;
}) {
  const { t } = useTranslation(['recordView', 'record', 'common']);
  if (isUnknownCard(state)) return <RecordNotFound code={code} />;

  const loading = Object.values(state).some((read) => read.status === 'loading');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-1 text-slate-700">{t('cardNumber', { code })}</p>
        </div>
        <PrintButton state={state} code={code} />
      </div>
      <p role="status" className="sr-only">
        {loading ? t('loading') : t('loaded')}
      </p>
      <div className="mt-5">
        <EmergencySummaryCard summary={emergencySummary(state)} onRetry={onRetry} />
      </div>
      <div className="mt-6 space-y-4">
        {sectionsOfView(state).map(({ section, read }) => (
          <SectionCard key={section.id} section={section} read={read} onRetry={onRetry} />
        ))}
      </div>
    </div>
  );
}
