// How the demo backend keeps a card's public-page choice and applies it to the public reads
// (docs/api-contract.md "Record visibility"): the owner reads everything; anyone else is told,
// with a 403 and its code, that the record is private or the section hidden, and gets the
// identity numbers blanked and named in `hidden_fields`.
import type { VisibilityWire } from '../api/visibility';
import {
  HIDDEN_FIELDS_KEY,
  identityFields,
  isRecordResource,
  sectionOf,
  withheldCodes,
  type RecordResource,
  type Withheld,
} from '../record';
import type { CardRow, RecordItem } from './state';
import type { JsonBody } from './handlers/common';

export const everythingPublic: VisibilityWire = {
  record_visible: true,
  hidden_sections: [],
  hide_identity_numbers: false,
};

export function visibilityOf(card: CardRow): VisibilityWire {
  return card.visibility ?? everythingPublic;
}

/** The code the API answers a withheld read with. */
export function withheldCode(withheld: Withheld): string {
  const code = Object.keys(withheldCodes).find((key) => withheldCodes[key] === withheld);
  if (!code) throw new Error(`no code for ${withheld}`);
  return code;
}

/** What a read of someone who is not the owner may not see: the whole record, or this section. */
export function withheldRead(card: CardRow, resource: RecordResource): Withheld | null {
  const visibility = visibilityOf(card);
  if (!visibility.record_visible) return 'private';
  return visibility.hidden_sections.includes(resource) ? 'hidden' : null;
}

/** The items as the public page gets them: identity numbers blanked and named, when hidden. */
export function publicItems(
  card: CardRow,
  resource: RecordResource,
  items: RecordItem[],
): Record<string, unknown>[] {
  const hidden = identityFields(sectionOf(resource)).map((field) => field.name);
  if (!visibilityOf(card).hide_identity_numbers || hidden.length === 0) return items;
  return items.map((item) => ({
    ...item,
    ...Object.fromEntries(hidden.map((name) => [name, null])),
    [HIDDEN_FIELDS_KEY]: hidden,
  }));
}

function isFlag(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** A saved choice from a request body, or the names of the fields that are not right. */
export function readVisibilityBody(body: JsonBody): VisibilityWire | string[] {
  const { record_visible, hidden_sections, hide_identity_numbers } = body;
  const sections =
    Array.isArray(hidden_sections) && hidden_sections.every(isRecordResource)
      ? hidden_sections
      : null;
  if (!isFlag(record_visible) || !isFlag(hide_identity_numbers) || !sections) {
    return [
      ...(isFlag(record_visible) ? [] : ['record_visible']),
      ...(sections ? [] : ['hidden_sections']),
      ...(isFlag(hide_identity_numbers) ? [] : ['hide_identity_numbers']),
    ];
  }
  return { record_visible, hidden_sections: [...new Set(sections)], hide_identity_numbers };
}
