import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { Button } from '@/components/Button';
import { FieldDisplay } from '../fields/FieldDisplay';
import {
  fieldLabel,
  maskIdentityNumber,
  rulesOf,
  visibleStoredFields,
  type FormItem,
  type RecordResource,
  type SectionDecl,
} from '@/record';
import { Attachment } from './Attachment';
import {
  foldedAttachments,
  itemHeading,
  sectionTitle,
  type AttachmentView,
} from '../model/recordContent';
import { hasContent, type SectionRead, type ViewSection } from '@/recordReading/recordState';
import { viewHeadingId } from './RecordContents';
import { SkeletonBar, SkeletonFields } from './Skeleton';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
/** Enough rows to hold the usual first item, so the page barely moves when it arrives. */
const MAX_SKELETON_ROWS = 6;

const skeletonRows = (section: SectionDecl) => Math.min(section.fields.length, MAX_SKELETON_ROWS);

/** Label beside value where the row has room; long and multi-line values under their label. */
const rowClass = 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-3';
const stackedClass = 'sm:col-span-2';
const labelClass = 'text-sm font-medium break-words hyphens-auto text-slate-600';

function ItemFields({
  section,
  item,
  attachment,
  context,
}: {
  section: SectionDecl;
  item: FormItem;
  /** The item's own attachment line, when it has a file. */
  attachment: AttachmentView | null;
  context: string;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  return (
    <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
      {visibleStoredFields(section, item.values).map((field) => {
        const stacked = field.wide || rulesOf(field).multiline;
        return (
          <div key={field.name} className={stacked ? stackedClass : rowClass}>
            <dt className={labelClass}>{fieldLabel(section.id, field, t)}</dt>
            <dd className="break-words text-slate-900">
              {item.hiddenFields?.includes(field.name) ? (
                <span className="font-medium text-slate-700 italic">{t('visibility.hidden')}</span>
              ) : item.maskedFields?.includes(field.name) ? (
                // Masked by the API; masked again here, so no answer can show it in full.
                <>
                  {maskIdentityNumber(field, item.values[field.name] ?? '')}{' '}
                  <span className="text-sm text-slate-600">({t('visibility.masked')})</span>
                </>
              ) : (
                <FieldDisplay field={field} value={item.values[field.name]} />
              )}
            </dd>
          </div>
        );
      })}
      {attachment ? (
        <div className={rowClass}>
          <dt className={labelClass}>{t('record:attachment.label')}</dt>
          <dd>
            <Attachment attachment={attachment} context={context} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Items({ section, items }: { section: SectionDecl; items: FormItem[] }) {
  const { t } = useTranslation(['recordView', 'record']);
  const title = sectionTitle(section, t);
  const attachments = foldedAttachments(section, items, t);
  return (
    <>
      <ol className="divide-y divide-slate-200">
        {items.map((item, index) => {
          const heading = itemHeading(section, index, items.length, t);
          return (
            <li key={item.id ?? index} className="py-3 first:pt-0 last:pb-0">
              {heading ? <h3 className="mb-2 font-semibold text-brand-800">{heading}</h3> : null}
              <ItemFields
                section={section}
                item={item}
                attachment={attachments.perItem[index] ?? null}
                context={heading ?? title}
              />
            </li>
          );
        })}
      </ol>
      {attachments.none ? (
        <p className="mt-3 border-t border-slate-200 pt-2 text-sm text-slate-600">
          {attachments.none}
        </p>
      ) : null}
    </>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['recordView', 'common']);
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-semibold">{t('section.failed')}</span>{' '}
        {errorText(error, (key) => t(key, { ns: 'common' }))}
      </p>
      <Button variant="secondary" onClick={onRetry} className="bg-white">
        {t('section.retry')} <span className="sr-only">({title})</span>
      </Button>
    </div>
  );
}

/** A section the patient keeps off the public page: said so, never shown as empty. */
function Hidden() {
  const { t } = useTranslation('recordView');
  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-3">
      <p className="font-semibold text-slate-800">{t('visibility.hidden')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('visibility.hiddenNote')}</p>
    </div>
  );
}

/** A read that failed once and is being sent again by itself: no click needed yet. */
function Retrying({ rows }: { rows: number }) {
  const { t } = useTranslation('recordView');
  return (
    <>
      <p role="status" className="mb-4 text-slate-700">
        {t('section.retrying')}
      </p>
      <SkeletonFields rows={rows} />
    </>
  );
}

/** What a read holds, below its title: its items, or why there are none to show. */
function SectionBody({
  section,
  read,
  title,
  onRetry,
}: {
  section: SectionDecl;
  read: SectionRead;
  title: string;
  onRetry: (resource: RecordResource) => void;
}) {
  switch (read.status) {
    case 'empty':
      return null;
    case 'loading':
      return <SkeletonFields rows={skeletonRows(section)} />;
    case 'retrying':
      return <Retrying rows={skeletonRows(section)} />;
    case 'failed':
      return <Failed title={title} error={read.error} onRetry={() => onRetry(section.resource)} />;
    case 'hidden':
    case 'private':
      return <Hidden />;
    default:
      return <Items section={section} items={read.items} />;
  }
}

/** A section shown inside another's card (the blood type in personal information). */
function InnerSection({
  view,
  onRetry,
}: {
  view: ViewSection;
  onRetry: (resource: RecordResource) => void;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  const title = sectionTitle(view.section, t);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <h3 className="mb-2 font-semibold text-brand-800">{title}</h3>
      <SectionBody section={view.section} read={view.read} title={title} onRetry={onRetry} />
    </div>
  );
}

/**
 * One section of the record: its items, its failure with a retry, that it is trying again, or
 * the room it will take; then the sections shown inside its card.
 * Memoised: the fifteen reads settle one by one, and each answer re-renders only its own section.
 */
export const SectionCard = memo(function SectionCard({
  section,
  read,
  within = [],
  onRetry,
}: {
  section: SectionDecl;
  read: SectionRead;
  within?: readonly ViewSection[];
  onRetry: (resource: RecordResource) => void;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  if (read.status === 'loading') {
    return (
      <div className={cardClass}>
        <SkeletonBar className="mb-4 h-6 w-48" />
        <SkeletonFields rows={skeletonRows(section)} />
      </div>
    );
  }
  const inner = within.filter(hasContent);
  if (read.status === 'empty' && inner.length === 0) return null;

  const title = sectionTitle(section, t);
  const headingId = viewHeadingId(section);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={read.status === 'retrying' || undefined}
      className={`${cardClass} scroll-mt-4`}
    >
      <h2
        id={headingId}
        tabIndex={-1}
        className="mb-3 text-xl font-bold break-words hyphens-auto text-slate-900"
      >
        {title}
      </h2>
      <SectionBody section={section} read={read} title={title} onRetry={onRetry} />
      {inner.map((view) => (
        <InnerSection key={view.section.id} view={view} onRetry={onRetry} />
      ))}
    </section>
  );
});
