// What the view and the print window both show of a section, so they never disagree.
import type { TFunction } from 'i18next';
import { storageBaseUrl } from '../../../lib/env';
import { safeStorageUrl } from '../../../lib/fileName';
import type { FormItem, SectionDecl } from '../../../record';

export function sectionTitle(section: SectionDecl, t: TFunction): string {
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
  t: TFunction,
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

export function attachmentOf(item: FormItem): AttachmentView {
  if (!item.attachment_file_path) return { href: null, textKey: 'record:attachment.none' };
  const href = safeStorageUrl(storageBaseUrl, item.attachment_file_path);
  return href
    ? { href, textKey: 'record:attachment.view' }
    : { href: null, textKey: 'recordView:attachment.unavailable' };
}
