// How the demo backend keeps a card's public-page choice and applies it to the public reads
// (docs/api-contract.md "Record visibility"): the owner reads everything; anyone else is told,
// with a 403 and its code, that the record is private or the section hidden, and gets the
// identity numbers masked and named in `masked_fields` (the default), or blanked and named in
// `hidden_fields`. Masking is the server's: the full number never reaches a public reader.
import { visibilityWire, type VisibilityWire } from '../api/visibility';
import {
  defaultVisibility,
  HIDDEN_FIELDS_KEY,
  identityFields,
  isIdentityNumbers,
  isRecordResource,
  MASKED_FIELDS_KEY,
  maskIdentityNumber,
  sectionOf,
  withheldCodes,
  type RecordResource,
  type Withheld,
  type WithheldCode,
} from '../record';
import type { CardRow, RecordItem, StoredVisibility } from './state';
import type { JsonBody } from './handlers/common';

/**
 * A card's choice. A card that never saved one has the default; one saved before the identity
 * choice existed (`hide_identity_numbers`) keeps its numbers hidden if it hid them, and otherwise
 * gets the default, in part: never in full unless its owner says so.
 */
export function visibilityOf(card: CardRow): VisibilityWire {
  const stored: StoredVisibility | undefined = card.visibility;
  if (!stored) return visibilityWire(defaultVisibility);
  const identity_numbers = isIdentityNumbers(stored.identity_numbers)
    ? stored.identity_numbers
    : stored.hide_identity_numbers === true
      ? 'hidden'
      : defaultVisibility.identityNumbers;
  return {
    record_visible: stored.record_visible,
    hidden_sections: stored.hidden_sections,
    identity_numbers,
  };
}

/** The code the API answers a withheld read with. */
export function withheldCode(withheld: Withheld): WithheldCode {
  const codes = Object.keys(withheldCodes) as WithheldCode[];
  const code = codes.find((key) => withheldCodes[key] === withheld);
  if (!code) throw new Error(`no code for ${withheld}`);
  return code;
}

/** What a read of someone who is not the owner may not see: the whole record, or this section. */
export function withheldRead(card: CardRow, resource: RecordResource): Withheld | null {
  const visibility = visibilityOf(card);
  if (!visibility.record_visible) return 'private';
  return visibility.hidden_sections.includes(resource) ? 'hidden' : null;
}

/**
 * The items as the public page gets them: identity numbers masked and named (the default), or
 * blanked and named when hidden, or as stored when the owner shows them in full.
 */
export function publicItems(
  card: CardRow,
  resource: RecordResource,
  items: RecordItem[],
): Record<string, unknown>[] {
  const fields = identityFields(sectionOf(resource));
  const choice = visibilityOf(card).identity_numbers;
  if (choice === 'full' || fields.length === 0) return items;
  if (choice === 'hidden') {
    const hidden = fields.map((field) => field.name);
    return items.map((item) => ({
      ...item,
      ...Object.fromEntries(hidden.map((name) => [name, null])),
      [HIDDEN_FIELDS_KEY]: hidden,
    }));
  }
  return items.map((item) => {
    // Only a number that is there is masked: an empty one stays "not informed".
    const held = fields.filter((field) => {
      const value = item[field.name];
      return typeof value === 'string' && value.trim() !== '';
    });
    if (held.length === 0) return item;
    return {
      ...item,
      ...Object.fromEntries(
        held.map((field) => [field.name, maskIdentityNumber(field, String(item[field.name]))]),
      ),
      [MASKED_FIELDS_KEY]: held.map((field) => field.name),
    };
  });
}

function isFlag(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** A saved choice from a request body, or the names of the fields that are not right. */
export function readVisibilityBody(body: JsonBody): VisibilityWire | string[] {
  const { record_visible, hidden_sections, identity_numbers } = body;
  const sections =
    Array.isArray(hidden_sections) && hidden_sections.every(isRecordResource)
      ? hidden_sections
      : null;
  if (!isFlag(record_visible) || !isIdentityNumbers(identity_numbers) || !sections) {
    return [
      ...(isFlag(record_visible) ? [] : ['record_visible']),
      ...(sections ? [] : ['hidden_sections']),
      ...(isIdentityNumbers(identity_numbers) ? [] : ['identity_numbers']),
    ];
  }
  return { record_visible, hidden_sections: [...new Set(sections)], identity_numbers };
}
