import { isObject, request, type CallOptions } from './client';
import type { FieldValue, MedicalRecordItems, RecordResource } from './types';

/**
 * How each resource travels (API.md "Medical record"):
 * - flat: GET answers a list; POST sends one item as top-level form fields, its file in `attachment`.
 * - single: like flat, but GET answers one object or null.
 * - list: GET answers a list; POST sends the whole list under `bodyKey` in bracket notation,
 *   each item's file in `{bodyKey}[i][attachment_file]`.
 */
export type ResourceKind = 'flat' | 'single' | 'list';

export interface ResourceContract {
  kind: ResourceKind;
  bodyKey?: string;
}

export const recordResources: Record<RecordResource, ResourceContract> = {
  'personal-information': { kind: 'flat' },
  'blood-type': { kind: 'single' },
  pregnancy: { kind: 'single' },
  'health-plans': { kind: 'flat' },
  'health-insurances': { kind: 'single' },
  contacts: { kind: 'list', bodyKey: 'contacts' },
  allergies: { kind: 'list', bodyKey: 'allergy' },
  addictions: { kind: 'list', bodyKey: 'addiction' },
  conditions: { kind: 'list', bodyKey: 'currentMedicalCondition' },
  medicines: { kind: 'list', bodyKey: 'medicine' },
  'procedures-surgery': { kind: 'list', bodyKey: 'proceduresSurgery' },
  hospitalizations: { kind: 'list', bodyKey: 'hospitalization' },
  prosthetics: { kind: 'list', bodyKey: 'prosthetic' },
  exams: { kind: 'list', bodyKey: 'exams' },
  vaccines: { kind: 'list', bodyKey: 'vaccines' },
};

export const recordResourceNames = Object.keys(recordResources) as RecordResource[];

/** Yes/no fields, which travel as "1"/"0" and may come back as numbers. */
const flagFields = new Set([
  'is_pregnant',
  'risk_pregnancy',
  'discharge',
  'compatible_magnetic_resonance',
]);

/** One stored item with every value read as text (numbers and flags as strings). */
function readItem(value: unknown): Record<string, string | number | null> | null {
  if (!isObject(value)) return null;
  const item: Record<string, string | number | null> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (key === 'id' && typeof raw === 'number') item.id = raw;
    else if (typeof raw === 'string') item[key] = raw;
    else if (typeof raw === 'number' || typeof raw === 'boolean') item[key] = String(Number(raw));
    else if (raw === null) item[key] = null;
  }
  for (const flag of flagFields) {
    if (flag in item && item[flag] !== null) item[flag] = String(item[flag]) === '1' ? '1' : '0';
  }
  return item;
}

const loadOptions: CallOptions = { fallbackKey: 'errors.recordLoad' };
const saveOptions: CallOptions = { fallbackKey: 'errors.save' };

/** The stored items of one resource of a card, always as a list (a single resource gives 0 or 1). */
export async function readRecord<R extends RecordResource>(
  resource: R,
  cardNumber: string,
  signal?: AbortSignal,
): Promise<MedicalRecordItems[R][]> {
  const data = await request<unknown>(
    { method: 'GET', url: `/medical-record/${resource}`, params: { cardNumber }, signal },
    loadOptions,
  );
  const payload = isObject(data) ? data.data : undefined;
  const raw = Array.isArray(payload) ? payload : payload == null ? [] : [payload];
  if (
    !isObject(data) ||
    (recordResources[resource].kind === 'list' && !Array.isArray(payload) && payload != null)
  ) {
    console.warn(`[api] ${resource}: unexpected answer shape; showing no items`);
  }
  return raw
    .map(readItem)
    .filter(
      (item): item is Record<string, string | number | null> => item !== null,
    ) as MedicalRecordItems[R][];
}

/** Every read of a card, one per resource, all under way. */
export type WholeRecordReads = { [R in RecordResource]: Promise<MedicalRecordItems[R][]> };

/**
 * Starts the reads of every resource of a card at once (DESIGN.md: "all its reads at once, not
 * one after another"). It needs no page code, so a route's loader can call it first thing.
 */
export function readWholeRecord(cardNumber: string, signal?: AbortSignal): WholeRecordReads {
  const reads = recordResourceNames.map((resource) => {
    const read = readRecord(resource, cardNumber, signal);
    // Whoever awaits a read sees its failure; this keeps a read nobody awaits any more (a page
    // left early) from being reported as unhandled.
    read.catch(() => undefined);
    return [resource, read] as const;
  });
  return Object.fromEntries(reads) as WholeRecordReads;
}

/** Reads a route started before its page mounted, which the page takes over and may abort. */
export interface PreloadedRecord {
  reads: WholeRecordReads;
  controller: AbortController;
}

export function preloadWholeRecord(cardNumber: string, routeSignal: AbortSignal): PreloadedRecord {
  const controller = new AbortController();
  routeSignal.addEventListener('abort', () => controller.abort(), { once: true });
  return { reads: readWholeRecord(cardNumber, controller.signal), controller };
}

/** An item as the editor hands it over: text fields, plus the file chosen for upload. */
export type RecordDraft = Record<string, FieldValue> & { file?: File | null };

function present(value: FieldValue): value is string | File {
  return value !== undefined && value !== null;
}

function cleanItem(draft: RecordDraft, fileKey: string): Record<string, string | File> {
  const out: Record<string, string | File> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (key === 'file' || !present(value)) continue;
    out[key] = value;
  }
  if (draft.file) out[fileKey] = draft.file;
  return out;
}

/** The object axios serializes to multipart form data for a POST of this resource. */
export function buildRecordBody(
  resource: RecordResource,
  cardNumber: string,
  drafts: RecordDraft[],
): Record<string, unknown> {
  const contract = recordResources[resource];
  if (contract.kind === 'list') {
    return {
      cardNumber,
      [contract.bodyKey as string]: drafts.map((draft) => cleanItem(draft, 'attachment_file')),
    };
  }
  return { ...cleanItem(drafts[0] ?? {}, 'attachment'), cardNumber };
}

export async function saveRecord(
  resource: RecordResource,
  cardNumber: string,
  drafts: RecordDraft[],
): Promise<string> {
  const data = await request<unknown>(
    {
      method: 'POST',
      url: `/medical-record/${resource}`,
      data: buildRecordBody(resource, cardNumber, drafts),
      headers: { 'Content-Type': 'multipart/form-data' },
      formSerializer: { indexes: true, dots: false },
    },
    saveOptions,
  );
  return isObject(data) && typeof data.message === 'string' ? data.message : '';
}
