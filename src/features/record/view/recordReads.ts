import { readRecord, type WholeRecordReads } from '../../../api/medicalRecord';
import type { RecordResource } from '../../../api/types';
import { hasData, toFormItem, type FormItem } from '../sections/model';
import { sections } from '../sections/registry';
import type { SectionDecl } from '../sections/types';

/** One section's stored items that hold something to show. */
export type SectionItems = Promise<FormItem[]>;

/** The reads of a whole record, one per resource, all under way. */
export type RecordReads = Record<RecordResource, SectionItems>;

/** One section's stored items as form items, blank ones left out. */
async function showable(section: SectionDecl, stored: Promise<object[]>): SectionItems {
  return (await stored)
    .map((item) => toFormItem(section, item))
    .filter((item) => hasData(section, item));
}

/** Reads one section of a card again; `onRetry` hears when the read fails and is sent again. */
export function readSection(
  section: SectionDecl,
  cardNumber: string,
  signal?: AbortSignal,
  onRetry?: () => void,
): SectionItems {
  return showable(section, readRecord(section.resource, cardNumber, signal, onRetry));
}

/** The whole record's reads (already under way) as each section will show them. */
export function sectionReads(whole: WholeRecordReads): RecordReads {
  const entries = sections.map((section) => {
    const read = showable(section, whole[section.resource]);
    read.catch(() => undefined);
    return [section.resource, read] as const;
  });
  return Object.fromEntries(entries) as RecordReads;
}
