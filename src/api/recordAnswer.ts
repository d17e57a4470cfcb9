// The body of one record read (GET /medical-record/{resource}), checked against the contract.
// Pure, with no imports but the record's declarations: the boot script that paints the emergency
// summary before the app starts is compiled from this very module.
import { rulesOf } from '../record/fieldKinds';
import { HIDDEN_FIELDS_KEY, MASKED_FIELDS_KEY, type StoredItem } from '../record/items';
import { recordResources, sectionOf, type RecordResource } from '../record/registry';
import { isObject } from './shape';

export type { StoredItem };

/**
 * The fields a public answer says the patient hid, or shows in part: a list of the section's
 * declared field names, or null when it is anything else.
 */
function namedFieldsOf(resource: RecordResource, raw: unknown): string[] | null {
  if (!Array.isArray(raw)) return null;
  const declared = new Set(sectionOf(resource).fields.map((field) => field.name));
  const names = raw.filter(
    (name): name is string => typeof name === 'string' && declared.has(name),
  );
  return names.length === raw.length ? names : null;
}

/**
 * One item with every value read as text (numbers and booleans as strings), each declared field
 * as its kind keeps it (yes/no as "1"/"0"), and the fields it hides or masks; null if not an
 * object, a declared field holds a list or an object, or those are not lists of its fields.
 */
function readItem(resource: RecordResource, value: unknown): StoredItem | null {
  if (!isObject(value)) return null;
  const declared = new Set(sectionOf(resource).fields.map((field) => field.name));
  const item: StoredItem = {};
  for (const [key, raw] of Object.entries(value)) {
    // A declared field holding a list or an object is no answer the contract allows: dropping
    // it would show the item as if nothing were stored there.
    if (declared.has(key) && typeof raw === 'object' && raw !== null) return null;
    if (key === HIDDEN_FIELDS_KEY || key === MASKED_FIELDS_KEY) {
      const named = namedFieldsOf(resource, raw);
      if (!named) return null;
      item[key] = named;
    } else if (key === 'id' && typeof raw === 'number') item.id = raw;
    else if (typeof raw === 'string') item[key] = raw;
    else if (typeof raw === 'number' || typeof raw === 'boolean') item[key] = String(Number(raw));
    else if (raw === null) item[key] = null;
  }
  for (const field of sectionOf(resource).fields) {
    const read = item[field.name];
    if (typeof read === 'string') item[field.name] = rulesOf(field).fromWire(read);
  }
  return item;
}

/** The items the answer's `data` holds: a list, or for a single resource one object or null. */
function listedItems(resource: RecordResource, data: unknown): unknown[] | null {
  if (recordResources[resource].kind !== 'single') return Array.isArray(data) ? data : null;
  if (data === null) return [];
  return isObject(data) ? [data] : null;
}

/**
 * The stored items of a record read's body, always as a list (a single resource gives 0 or 1),
 * or null when the body is not the documented shape: `{data: [...]}` for list and flat resources,
 * `{data: object|null}` for single ones, every item an object. Never an empty list for a body it
 * cannot read: that would tell a professional that nothing is recorded.
 */
export function parseRecordAnswer(resource: RecordResource, body: unknown): StoredItem[] | null {
  if (!isObject(body) || !('data' in body)) return null;
  const listed = listedItems(resource, body.data);
  if (!listed) return null;
  const items: StoredItem[] = [];
  for (const value of listed) {
    const item = readItem(resource, value);
    if (!item) return null;
    items.push(item);
  }
  return items;
}
