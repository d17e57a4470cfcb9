// The record's sections as markup, below the emergency summary: each section's items, why it has
// none to show, or the room it will take; and the list of the sections a reader can jump to. One
// builder for the app and the boot script, so the boot page's sections are the very markup the
// app takes over.
import { errorText } from '../api/errors';
import type { Translate } from '../i18n/translate';
import {
  fieldLabel,
  maskIdentityNumber,
  rulesOf,
  shownValue,
  visibleStoredFields,
  type FieldDecl,
  type FormItem,
  type SectionDecl,
} from '../record';
import { buttonClass } from '../styles/buttonClass';
import { foldedAttachments, itemHeading, sectionTitle, type AttachmentView } from './recordContent';
import { hasContent, type SectionRead, type ViewSection } from './recordState';
import { skeletonBar, skeletonFields } from './skeleton';
import { el, type ViewElement, type ViewNode } from './viewNode';

/** What the sections' markup needs besides the record: the words and where uploads are. */
export interface SectionWords {
  t: Translate;
  /** The public base of uploaded files, which an item's attachment is linked under. */
  storageBase: string;
}

/** A section of the view with its read and the sections shown inside its card. */
export type SectionView = Pick<ViewSection, 'section' | 'read'> & {
  within: readonly ViewSection[];
};

/** The view's places below the summary: the contents, then the sections. */
export const contentsPlaceClass = 'mt-6';
export const sectionsPlaceClass = 'mt-6 space-y-4';

/** The id of a section's heading on the view, which its entry in the contents jumps to. */
const viewHeadingId = (section: SectionDecl) => `secao-${section.id}`;

/** The sections a reader can jump to: those the page shows or is loading (not an empty one). */
export function contentsOf(views: readonly ViewSection[]): SectionDecl[] {
  return views.filter(hasContent).map(({ section }) => section);
}

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
/** Enough rows to hold the usual first item, so the page barely moves when it arrives. */
const MAX_SKELETON_ROWS = 6;

const skeletonRows = (section: SectionDecl) => Math.min(section.fields.length, MAX_SKELETON_ROWS);

/** Label beside value where the row has room; long and multi-line values under their label. */
const rowClass = 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-3';
const stackedClass = 'sm:col-span-2';
const labelClass = 'text-sm font-medium break-words hyphens-auto text-slate-600';
const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** A field's stored value as the record view shows it: "not informed" marked, a phone a link. */
function fieldValue(field: FieldDecl, value: string | undefined, t: Translate): ViewNode {
  const shown = shownValue(field, value, t);
  if (shown.href) return el('a', linkClass, [shown.text], { href: shown.href });
  const className = shown.missing
    ? 'italic text-slate-600'
    : rulesOf(field).multiline
      ? 'whitespace-pre-line'
      : undefined;
  return el('span', className, [shown.text]);
}

/** "Visualizar Arquivo" in a new tab, only under the storage base; else says why there is none. */
function attachmentLink(attachment: AttachmentView, context: string, t: Translate): ViewNode {
  if (!attachment.href) return el('span', 'italic text-slate-600', [t(attachment.textKey)]);
  return {
    ...el(
      'a',
      linkClass,
      [
        `${t(attachment.textKey)} `,
        el('span', 'sr-only', [`(${t('recordView:attachment.context', { item: context })})`]),
      ],
      { href: attachment.href, target: '_blank', rel: 'noopener noreferrer' },
    ),
    storedFile: true,
  };
}

function storedValue(field: FieldDecl, item: FormItem, t: Translate): ViewNode[] {
  if (item.hiddenFields?.includes(field.name)) {
    return [el('span', 'font-medium text-slate-700 italic', [t('recordView:visibility.hidden')])];
  }
  if (item.maskedFields?.includes(field.name)) {
    // Masked by the API; masked again here, so no answer can show it in full.
    return [
      `${maskIdentityNumber(field, item.values[field.name] ?? '')} `,
      el('span', 'text-sm text-slate-600', [`(${t('recordView:visibility.masked')})`]),
    ];
  }
  return [fieldValue(field, item.values[field.name], t)];
}

function itemFields(
  section: SectionDecl,
  item: FormItem,
  /** The item's own attachment line, when it has a file. */
  attachment: AttachmentView | null,
  context: string,
  t: Translate,
): ViewElement {
  const rows = visibleStoredFields(section, item.values).map((field) =>
    el('div', field.wide || rulesOf(field).multiline ? stackedClass : rowClass, [
      el('dt', labelClass, [fieldLabel(section.id, field, t)]),
      el('dd', 'break-words text-slate-900', storedValue(field, item, t)),
    ]),
  );
  const attached = attachment
    ? el('div', rowClass, [
        el('dt', labelClass, [t('record:attachment.label')]),
        el('dd', undefined, [attachmentLink(attachment, context, t)]),
      ])
    : null;
  return el('dl', 'grid gap-x-8 gap-y-2 sm:grid-cols-2', [...rows, attached]);
}

function items(section: SectionDecl, stored: FormItem[], words: SectionWords): ViewNode[] {
  const { t } = words;
  const title = sectionTitle(section, t);
  const attachments = foldedAttachments(section, stored, t, words.storageBase);
  const list = el(
    'ol',
    'divide-y divide-slate-200',
    stored.map((item, index) => {
      const heading = itemHeading(section, index, stored.length, t);
      return el('li', 'py-3 first:pt-0 last:pb-0', [
        heading ? el('h3', 'mb-2 font-semibold text-brand-800', [heading]) : null,
        itemFields(section, item, attachments.perItem[index] ?? null, heading ?? title, t),
      ]);
    }),
  );
  const none = attachments.none
    ? el('p', 'mt-3 border-t border-slate-200 pt-2 text-sm text-slate-600', [attachments.none])
    : null;
  return [list, none];
}

function failed(section: SectionDecl, title: string, error: unknown, t: Translate): ViewElement {
  const retry = el(
    'button',
    buttonClass('secondary', 'bg-white'),
    [`${t('recordView:section.retry')} `, el('span', 'sr-only', [`(${title})`])],
    { type: 'button' },
  );
  return el(
    'div',
    'flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 sm:flex-row sm:items-center sm:justify-between',
    [
      el('p', undefined, [
        el('span', 'font-semibold', [t('recordView:section.failed')]),
        ` ${errorText(error, (key) => t(`common:${key}`))}`,
      ]),
      { ...retry, retry: section.resource },
    ],
  );
}

/** A section the patient keeps off the public page: said so, never shown as empty. */
function hidden(t: Translate): ViewElement {
  return el('div', 'rounded-lg border border-slate-300 bg-slate-50 p-3', [
    el('p', 'font-semibold text-slate-800', [t('recordView:visibility.hidden')]),
    el('p', 'mt-1 text-sm text-slate-700', [t('recordView:visibility.hiddenNote')]),
  ]);
}

/** What a read holds, below its title: its items, or why there are none to show. */
function sectionBody(
  section: SectionDecl,
  read: SectionRead,
  title: string,
  words: SectionWords,
): ViewNode[] {
  const { t } = words;
  switch (read.status) {
    case 'empty':
      return [];
    case 'loading':
      return [skeletonFields(skeletonRows(section))];
    case 'retrying':
      // A read that failed once and is being sent again by itself: no click needed yet.
      return [
        el('p', 'mb-4 text-slate-700', [t('recordView:section.retrying')], { role: 'status' }),
        skeletonFields(skeletonRows(section)),
      ];
    case 'failed':
      return [failed(section, title, read.error, t)];
    case 'hidden':
    case 'private':
      return [hidden(t)];
    default:
      return items(section, read.items, words);
  }
}

/** A section shown inside another's card (the blood type in personal information). */
function innerSection(view: ViewSection, words: SectionWords): ViewElement {
  const title = sectionTitle(view.section, words.t);
  return el('div', 'mt-4 border-t border-slate-200 pt-3', [
    el('h3', 'mb-2 font-semibold text-brand-800', [title]),
    ...sectionBody(view.section, view.read, title, words),
  ]);
}

/**
 * One section of the record: its items, its failure with a retry, that it is trying again, or
 * the room it will take; then the sections shown inside its card. Nothing for an empty section
 * with nothing inside.
 */
export function sectionCard(view: SectionView, words: SectionWords): ViewElement | null {
  const { section, read } = view;
  if (read.status === 'loading') {
    return el('div', cardClass, [
      skeletonBar('mb-4 h-6 w-48'),
      skeletonFields(skeletonRows(section)),
    ]);
  }
  const inner = view.within.filter(hasContent);
  if (read.status === 'empty' && inner.length === 0) return null;

  const title = sectionTitle(section, words.t);
  const headingId = viewHeadingId(section);
  const busy: Partial<Record<'aria-busy', string>> =
    read.status === 'retrying' ? { 'aria-busy': 'true' } : {};
  return el(
    'section',
    `${cardClass} scroll-mt-4`,
    [
      el('h2', 'mb-3 text-xl font-bold break-words hyphens-auto text-slate-900', [title], {
        id: headingId,
        tabindex: '-1',
      }),
      ...sectionBody(section, read, title, words),
      ...inner.map((within) => innerSection(within, words)),
    ],
    { 'aria-labelledby': headingId, ...busy },
  );
}

/** "Neste prontuário": a link to each section below the summary, wrapping on a phone. */
export function recordContents(sections: readonly SectionDecl[], t: Translate): ViewElement | null {
  if (sections.length === 0) return null;
  return el(
    'nav',
    'print:hidden',
    [
      el(
        'p',
        'text-sm font-bold tracking-wide text-slate-700 uppercase',
        [t('recordView:contents.title')],
        {
          id: 'conteudo-prontuario',
        },
      ),
      el(
        'ul',
        'mt-2 flex flex-wrap gap-2',
        sections.map((section) => {
          const id = viewHeadingId(section);
          const link = el(
            'a',
            'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-slate-50',
            [sectionTitle(section, t)],
            { href: `#${id}` },
          );
          return el('li', undefined, [{ ...link, jumpTo: id }]);
        }),
      ),
    ],
    { 'aria-labelledby': 'conteudo-prontuario' },
  );
}
