import { call, callForMessage } from './call';
import { badShape, type CallOptions, type RetryNotice } from './client';
import type { CallInit, OperationOf } from './contractPaths';
import { recordPathOf, recordReadQuery } from './recordReadPath';
import { canonicalCardCode } from '../lib/cardCode';
import type { RecordDraft } from '../record/items';
import {
  readFailureKey,
  recordResourceNames,
  recordResources,
  sectionOf,
} from '../record/registry';
import { parseRecordAnswer } from './recordAnswer';
import type { MedicalRecordItems, RecordResource } from './types';

const saveOptions: CallOptions = { fallbackKey: 'errors.save' };

/**
 * Who a read is for: the owner in the editor (with the session, every section), or the public
 * page, which shows exactly what anyone scanning the card sees, whoever is signed in on the phone.
 */
export type RecordReader = 'owner' | 'public';

/**
 * The stored items of one resource of a card, always as a list (a single resource gives 0 or 1).
 * A body that is not the documented shape fails like a failed read. A read that fails
 * in a way that may pass is sent again by itself; `onRetry` hears when.
 */
export async function readRecord<R extends RecordResource>(
  resource: R,
  cardCode: string,
  signal?: AbortSignal,
  onRetry?: (notice: RetryNotice) => void,
  reader: RecordReader = 'owner',
): Promise<MedicalRecordItems[R][]> {
  const section = sectionOf(resource);
  const loadOptions: CallOptions = {
    fallbackKey: readFailureKey(section),
    notFoundKey: readFailureKey(section, 404),
  };
  const body = await call(
    'get',
    recordPathOf<RecordResource>(resource),
    { query: recordReadQuery(cardCode), signal, withoutSession: reader === 'public' },
    { ...loadOptions, onRetry },
  );
  const items = parseRecordAnswer(resource, body);
  if (!items) throw badShape(loadOptions, `${resource} answer`);
  // The items' own fields are the section declarations' business; the transport only reads text.
  return items as MedicalRecordItems[R][];
}

/** Every read of a card, one per resource, all under way. */
export type WholeRecordReads = { [R in RecordResource]: Promise<MedicalRecordItems[R][]> };

/**
 * Starts the reads of every resource of a card at once (all its reads at once, not one after
 * another). It needs no page code, so a route's loader can call it first thing.
 */
export function readWholeRecord(
  cardCode: string,
  reader: RecordReader,
  signal?: AbortSignal,
  /** Told which resource's read failed and is being sent again. */
  onRetry?: (resource: RecordResource) => void,
): WholeRecordReads {
  const reads = recordResourceNames.map((resource) => {
    const read = readRecord(
      resource,
      cardCode,
      signal,
      onRetry && (() => onRetry(resource)),
      reader,
    );
    // Whoever awaits a read sees its failure; this keeps a read nobody awaits any more (a page
    // left early) from being reported as unhandled.
    read.catch(() => undefined);
    return [resource, read] as const;
  });
  return Object.fromEntries(reads) as WholeRecordReads;
}

/** Which reads of a preload are being sent again, for the page that takes them over. */
export interface ReadRetries {
  /** Resources whose read failed and is being sent again now (not settled yet). */
  readonly retrying: ReadonlySet<RecordResource>;
  /** Hears every retry from now on; answers the function that stops listening. */
  listen(listener: (resource: RecordResource) => void): () => void;
}

/** Reads a route started before its page mounted, which the page takes over and may abort. */
export interface PreloadedRecord {
  reads: WholeRecordReads;
  controller: AbortController;
  /** Absent where the reads were started elsewhere, without a way to hear their retries. */
  retries?: ReadRetries;
}

/** The public page's reads, started by its route before the page mounts. */
export function preloadWholeRecord(cardCode: string, routeSignal: AbortSignal): PreloadedRecord {
  const controller = new AbortController();
  routeSignal.addEventListener('abort', () => controller.abort(), { once: true });
  const retrying = new Set<RecordResource>();
  const listeners = new Set<(resource: RecordResource) => void>();
  const reads = readWholeRecord(cardCode, 'public', controller.signal, (resource) => {
    retrying.add(resource);
    for (const listener of listeners) listener(resource);
  });
  for (const resource of recordResourceNames) {
    const settled = () => retrying.delete(resource);
    reads[resource].then(settled, settled);
  }
  const listen = (listener: (resource: RecordResource) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { reads, controller, retries: { retrying, listen } };
}

function present(value: RecordDraft[string]): value is string | File {
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

/** A record save's multipart form, as the contract declares it for any resource. */
type RecordForm = CallInit<
  OperationOf<ReturnType<typeof recordPathOf<RecordResource>>, 'post'>
>['form'];

/**
 * The object axios serializes to multipart form data for a POST of this resource. Its fields are
 * the section's declared ones, which the contract tests keep equal to the resource's schema; the
 * compiler cannot follow a draft's field names into it.
 */
export function buildRecordBody(
  resource: RecordResource,
  cardCode: string,
  drafts: RecordDraft[],
): RecordForm {
  const contract = recordResources[resource];
  const canonicalCode = canonicalCardCode(cardCode);
  if (contract.kind === 'list') {
    return {
      cardNumber: canonicalCode,
      [contract.bodyKey]: drafts.map((draft) => cleanItem(draft, 'attachment_file')),
    } as RecordForm;
  }
  return { ...cleanItem(drafts[0] ?? {}, 'attachment'), cardNumber: canonicalCode } as RecordForm;
}

export async function saveRecord(
  resource: RecordResource,
  cardCode: string,
  drafts: RecordDraft[],
): Promise<string> {
  const form = buildRecordBody(resource, cardCode, drafts);
  const answer = await callForMessage('post', recordPathOf(resource), { form }, saveOptions);
  return answer.message;
}
