import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionDecl } from '../sections/types';
import type { SummaryPart } from './emergencySummary';
import { SkeletonBar } from './Skeleton';

/** One part of the emergency summary as it stands: loading, failed (with a retry), or its content. */
export function PartContent<T>({
  part,
  onRetry,
  children,
}: {
  part: SummaryPart<T>;
  onRetry: (section: SectionDecl) => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  if (part.status === 'loading') {
    return (
      <div className="space-y-2 py-0.5">
        <span className="sr-only">{t('summary.loading')}</span>
        <SkeletonBar className="h-5 w-3/4" />
        <SkeletonBar className="h-5 w-1/2" />
      </div>
    );
  }
  if (part.status === 'failed') {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-red-900">
        <span>{t('summary.failed')}</span>
        <button
          type="button"
          onClick={() => onRetry(part.section)}
          className="min-h-6 font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('section.retry')}{' '}
          <span className="sr-only">({t(`record:sections.${part.section.id}.title`)})</span>
        </button>
      </p>
    );
  }
  return <>{children(part.value)}</>;
}

/** A titled part of the summary. */
export function SummaryBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-bold uppercase tracking-wide text-slate-700">{title}</h3>
      {children}
    </div>
  );
}

/** A titled part of the summary whose content is a list, with "none recorded" when empty. */
export function SummaryList<T>({
  title,
  part,
  onRetry,
  children,
}: {
  title: string;
  part: SummaryPart<T[]>;
  onRetry: (section: SectionDecl) => void;
  children: (value: T[]) => ReactNode;
}) {
  const { t } = useTranslation('recordView');
  return (
    <SummaryBlock title={title}>
      <PartContent part={part} onRetry={onRetry}>
        {(items) =>
          items.length === 0 ? (
            <p className="italic text-slate-600">{t('summary.none')}</p>
          ) : (
            children(items)
          )
        }
      </PartContent>
    </SummaryBlock>
  );
}
