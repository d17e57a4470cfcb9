// What the patient lets the public page show of a card's record (assumed contract,
// docs/api-contract.md "Record visibility"): read with the card list, saved on its own.
import { canonicalCardCode } from '../lib/cardCode';
import { isIdentityNumbers, isRecordResource, type RecordVisibility } from '../record';
import { call } from './call';
import { badShape, type CallOptions } from './client';
import { isObject } from './shape';
import type { VisibilityWire } from './types';

export type { VisibilityWire };

const saveOptions: CallOptions = { fallbackKey: 'errors.save' };

function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  return null;
}

/** A `visibility` object of the API, or null when it is not the documented shape. */
export function readVisibility(value: unknown): RecordVisibility | null {
  if (!isObject(value) || !Array.isArray(value.hidden_sections)) return null;
  const recordVisible = flag(value.record_visible);
  const identityNumbers = value.identity_numbers;
  const hiddenSections = value.hidden_sections.filter(isRecordResource);
  if (recordVisible === null || !isIdentityNumbers(identityNumbers)) return null;
  if (hiddenSections.length !== value.hidden_sections.length) return null;
  return { recordVisible, hiddenSections, identityNumbers };
}

export function visibilityWire(visibility: RecordVisibility): VisibilityWire {
  return {
    record_visible: visibility.recordVisible,
    hidden_sections: [...visibility.hiddenSections],
    identity_numbers: visibility.identityNumbers,
  };
}

/** Saves a card's choice; answers it as the server stored it. */
export async function saveVisibility(
  cardCode: string,
  visibility: RecordVisibility,
): Promise<RecordVisibility> {
  const data = await call(
    'post',
    '/cards/{number}/visibility',
    { path: { number: canonicalCardCode(cardCode) }, body: visibilityWire(visibility) },
    saveOptions,
  );
  const saved = data ? readVisibility(data.visibility) : null;
  if (!saved) throw badShape(saveOptions, 'visibility save');
  return saved;
}
