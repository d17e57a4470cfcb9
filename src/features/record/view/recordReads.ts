import { readRecord } from '../../../api/medicalRecord';
import type { RecordResource } from '../../../api/types';
import { hasData, toFormItem, type FormItem } from '../sections/model';
import { sections } from '../sections/registry';
import type { SectionDecl } from '../sections/types';

/** One section's stored items that hold something to show. */
export type SectionItems = Promise<FormItem[]>;

/** The reads of a whole record, one per resource, all under way. */
export type RecordReads = Record<RecordResource, SectionItems>;

/** Reads one section of a card: the stored items as form items, blank ones left out. */
export async function readSection(
  section: SectionDecl,
  cardNumber: string,
  signal?: AbortSignal,
): SectionItems {
  const stored = await readRecord(section.resource, cardNumber, signal);
  return stored.map((item) => toFormItem(section, item)).filter((item) => hasData(section, item));
}

/**
 * Starts every read of a card at once (DESIGN.md: "all its reads at once, not one after
 * another") and hands back the promises. It needs nothing from React, so a route loader can call
 * it before the page's code has even arrived; `signal` ends every read still under way.
 */
export function startRecordReads(cardNumber: string, signal?: AbortSignal): RecordReads {
  const entries = sections.map((section) => {
    const read = readSection(section, cardNumber, signal);
    // Whoever awaits the read sees its failure; this keeps a read nobody awaited any more (an
    // aborted page) from being reported as unhandled.
    read.catch(() => undefined);
    return [section.resource, read] as const;
  });
  return Object.fromEntries(entries) as RecordReads;
}

/** Reads started by the route before the page mounted, which the page takes over and may abort. */
export interface PreloadedReads {
  reads: RecordReads;
  controller: AbortController;
}

export function preloadRecordReads(cardNumber: string, routeSignal: AbortSignal): PreloadedReads {
  const controller = new AbortController();
  routeSignal.addEventListener('abort', () => controller.abort(), { once: true });
  return { reads: startRecordReads(cardNumber, controller.signal), controller };
}
