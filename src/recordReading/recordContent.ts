// What the view (the app's and the boot page's) and the print window show of a section, so they
// never disagree.
import type { Translate } from '../i18n/translate';
import { safeStorageUrl } from '../lib/fileName';
import type { FormItem, SectionDecl } from '../record';

export function sectionTitle(section: SectionDecl, t: Translate): string {
  return t(`record:sections.${section.id}.title`);
}

/**
 * The label of an item: numbered in list sections ("Alergia 2"); none for the only item of a
 * flat or single section, whose title already says it; numbered after the label when a flat
 * section holds several (its label has no number of its own).
 */
export function itemHeading(
  section: SectionDecl,
  index: number,
  count: number,
  t: Translate,
): string | null {
  const n = index + 1;
  const label = t(`record:sections.${section.id}.item`, { n });
  if (section.transport.kind === 'list') return label;
  return count > 1 ? t('recordView:numberedItem', { label, n }) : null;
}

/** An item's attachment: a link under the storage base, none, or a path that is not safe to link. */
export interface AttachmentView {
  href: string | null;
  /** i18n key of the text shown for it. */
  textKey:
    'record:attachment.view' | 'record:attachment.none' | 'recordView:attachment.unavailable';
}

/** An item's attachment, linked under `storageBase`, the public base of uploaded files. */
export function attachmentOf(item: FormItem, storageBase: string): AttachmentView {
  if (!item.attachment_file_path) return { href: null, textKey: 'record:attachment.none' };
  const href = safeStorageUrl(storageBase, item.attachment_file_path);
  return href
    ? { href, textKey: 'record:attachment.view' }
    : { href: null, textKey: 'recordView:attachment.unavailable' };
}

/** A section's attachments with every "no file" folded into one line, said once. */
export interface FoldedAttachments {
  /** Each item's own line: a link, or a file that cannot be linked; null for no file. */
  perItem: (AttachmentView | null)[];
  /** The one quiet line for the items without a file ("Anexos: Nenhum arquivo adicionado"). */
  none: string | null;
}

export function foldedAttachments(
  section: SectionDecl,
  items: FormItem[],
  t: Translate,
  storageBase: string,
): FoldedAttachments {
  const perItem = items.map((item) => {
    const attachment = attachmentOf(item, storageBase);
    return attachment.textKey === 'record:attachment.none' ? null : attachment;
  });
  const without = perItem.flatMap((attachment, index) => (attachment ? [] : [index]));
  if (without.length === 0) return { perItem, none: null };
  const label =
    items.length > 1 ? t('recordView:attachment.sectionLabel') : t('record:attachment.label');
  const none = t('record:attachment.none');
  if (without.length === items.length) {
    return { perItem, none: t('recordView:attachment.folded', { label, none }) };
  }
  const names = without.map((index) => itemHeading(section, index, items.length, t)).join(', ');
  return { perItem, none: t('recordView:attachment.foldedSome', { label, none, items: names }) };
}
