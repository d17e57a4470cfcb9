import type { paths } from '@/api/openapi';
import {
  isStored,
  recordResourceNames,
  recordResources,
  sections,
  type RecordResource,
} from '@/record';
import { parseBracketList, parseFlatItem, type IncomingItem } from '../formItems';
import { randomFileKey } from '../random';
import {
  cardByCode,
  currentState,
  markRecordChanged,
  ownedCardByCode,
  recordItems,
  takeId,
  updateStore,
} from '../store';
import type { DemoState, RecordItem } from '../state';
import { recordValueErrors, uploadRefusal } from '../validation';
import { publicItems, withheldCode, withheldRead } from '../visibility';
import {
  authenticate,
  signedInUser,
  demoDelay,
  errorResponse,
  http,
  notFound,
  validationError,
} from './common';

/** The fields each resource stores, as its section declares them; anything else is ignored. */
export const recordFields: Partial<Record<RecordResource, readonly string[]>> = Object.fromEntries(
  sections.map((section) => [
    section.resource,
    section.fields.filter(isStored).map((field) => field.name),
  ]),
);

const RECORD_NOT_FOUND = 'Prontuário não encontrado.';

/** The contract's path of a resource. */
const recordPath = <R extends RecordResource>(resource: R) =>
  `/medical-record/${resource}` as const;

/** What GET answers for the stored items: one object (or null) for single resources. */
function present<T>(resource: RecordResource, items: T[]): T[] | T | null {
  return recordResources[resource].kind === 'single' ? (items[0] ?? null) : items;
}

type RecordAnswer<R extends RecordResource> =
  paths[`/medical-record/${R}`]['get']['responses'][200]['content']['application/json'];

/**
 * A read's answer. Its items hold the resource's declared fields only (`recordFields`), which
 * the types cannot follow from one resource to the next: the contract test checks each answer.
 */
function recordAnswer<R extends RecordResource>(resource: R, items: object[]): RecordAnswer<R> {
  return { data: present(resource, items) } as RecordAnswer<R>;
}

function attachmentsFolder(cardCode: string): string {
  return `attachments/${cardCode}/`;
}

function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-80);
  return cleaned || 'arquivo';
}

/** Builds the stored item: allowed fields as text, the kept id, the new or kept file path. */
function storeItem(
  draft: DemoState,
  cardCode: string,
  resource: RecordResource,
  incoming: IncomingItem,
  id: number,
): RecordItem {
  const item: RecordItem = { id, attachment_file_path: null };
  for (const field of recordFields[resource] ?? []) {
    const value = incoming.fields[field];
    if (value !== undefined) item[field] = value;
  }
  const folder = attachmentsFolder(cardCode);
  if (incoming.upload) {
    const path = `${folder}${randomFileKey()}-${safeFileName(incoming.upload.name)}`;
    draft.files[path] = { blob: incoming.upload, name: incoming.upload.name || 'arquivo' };
    item.attachment_file_path = path;
  } else {
    // An item keeps a file it already had; a path outside this card's folder is not its file.
    const kept = incoming.fields.attachment_file_path ?? '';
    if (kept.startsWith(folder) && Object.hasOwn(draft.files, kept)) {
      item.attachment_file_path = kept;
    }
  }
  return item;
}

function sentId(incoming: IncomingItem): number | undefined {
  const id = Number(incoming.fields.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The new stored list of a resource after a POST (docs/api-contract.md "Medical record"). */
function mergeItems(
  draft: DemoState,
  cardCode: string,
  resource: RecordResource,
  incoming: IncomingItem[],
  previous: RecordItem[],
): RecordItem[] {
  const build = (item: IncomingItem, id: number) => storeItem(draft, cardCode, resource, item, id);
  const kind = recordResources[resource].kind;

  if (kind === 'list') {
    // The list sent replaces the stored one; items keep their ids, once each.
    const used = new Set<number>();
    return incoming.map((item) => {
      const id = sentId(item);
      const keep = id !== undefined && !used.has(id) && previous.some((p) => p.id === id);
      const finalId = keep ? id : takeId(draft);
      used.add(finalId);
      return build(item, finalId);
    });
  }

  const item = incoming[0] ?? { fields: {}, upload: null };
  if (kind === 'single') return [build(item, previous[0]?.id ?? takeId(draft))];

  const id = sentId(item);
  const index = id === undefined ? 0 : previous.findIndex((p) => p.id === id);
  if (id !== undefined && index === -1) return [...previous, build(item, takeId(draft))];
  if (previous.length === 0) return [build(item, takeId(draft))];
  return previous.map((p, i) => (i === index ? build(item, p.id) : p));
}

/** Drops the card's stored files that no item points to any more. */
function pruneFiles(draft: DemoState, cardCode: string): void {
  const record = draft.records[cardCode] ?? {};
  const referenced = new Set(
    Object.values(record).flatMap((items) => items.map((item) => item.attachment_file_path)),
  );
  const folder = attachmentsFolder(cardCode);
  draft.files = Object.fromEntries(
    Object.entries(draft.files).filter(
      ([path]) => !path.startsWith(folder) || referenced.has(path),
    ),
  );
}

async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

// Public: the emergency view reads records by card code without a token, as far as the patient
// lets it; the owner reads everything.
const readHandler = (resource: RecordResource) =>
  http.get(recordPath(resource), async ({ request, response }) => {
    await demoDelay();
    const card = cardByCode(new URL(request.url).searchParams.get('cardNumber') ?? '');
    if (!card) return notFound(RECORD_NOT_FOUND);
    const items = recordItems(card.number, resource);
    if (authenticate(request)?.id === card.userId) {
      return response(200).json(recordAnswer(resource, items));
    }
    const withheld = withheldRead(card, resource);
    if (withheld) {
      const message =
        withheld === 'private' ? 'Este prontuário é privado.' : 'Seção oculta pelo paciente.';
      return response(403).json({ message, code: withheldCode(withheld) });
    }
    return response(200).json(recordAnswer(resource, publicItems(card, resource, items)));
  });

const saveHandler = (resource: RecordResource) =>
  http.post(recordPath(resource), async ({ request, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    const form = await readForm(request);
    if (!form) return errorResponse(400, 'Envie os dados como multipart/form-data.');
    const cardCodeField = form.get('cardNumber');
    const card = ownedCardByCode(user.id, typeof cardCodeField === 'string' ? cardCodeField : '');
    // Another user's card answers like a missing one.
    if (!card) return notFound(RECORD_NOT_FOUND);

    const contract = recordResources[resource];
    const incoming =
      contract.kind === 'list'
        ? parseBracketList(form, contract.bodyKey)
        : [parseFlatItem(form, ['cardNumber'])];
    const wrongValues = recordValueErrors(resource, incoming);
    if (wrongValues) return validationError(wrongValues);
    for (const { upload } of incoming) {
      const refusal = upload ? await uploadRefusal(upload) : null;
      if (refusal) return errorResponse(refusal.status, refusal.message);
    }
    const stored = await updateStore((draft) => {
      const record = (draft.records[card.number] ??= {});
      const items = mergeItems(draft, card.number, resource, incoming, record[resource] ?? []);
      record[resource] = items;
      pruneFiles(draft, card.number);
      markRecordChanged(draft, card.id);
      return items;
    });
    return response(200).json({
      message: 'Dados salvos com sucesso!',
      data: present(resource, stored),
    });
  });

export const medicalRecordHandlers = [
  http.get('/medical-record/card/{cardId}', async ({ request, params, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    const card = currentState().cards.find(
      (row) => String(row.id) === String(params.cardId) && row.userId === user.id,
    );
    if (!card) return notFound(RECORD_NOT_FOUND);
    const record = Object.fromEntries(
      recordResourceNames.map((resource) => [
        resource,
        present(resource, recordItems(card.number, resource)),
      ]),
    );
    return response(200).json({
      data: { id: card.id, number: card.number, medical_record: record },
    });
  }),

  ...recordResourceNames.flatMap((resource) => [readHandler(resource), saveHandler(resource)]),
];
