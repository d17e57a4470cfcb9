// Version 1 of the card's copy is frozen: real fragments read the same in every later build, and
// the indexes they hold mean what they meant the day the card was printed.
import { describe, expect, it } from 'vitest';
import { bloodTypes, prosthesisTypes } from '@/record';
import {
  decodeCardSummary,
  encodeCardSummary,
  V1_BLOOD_TYPES,
  V1_PROSTHESIS_TYPES,
  type CardSummary,
} from '@/recordReading/cardCopy/format';
import golden from './goldenFragments.json';

describe('version 1 of the copy', () => {
  it('reads every golden fragment as it was read when it was checked in', () => {
    for (const { what, fragment, meaning } of golden.fragments) {
      expect(decodeCardSummary(fragment), what).toEqual(meaning);
    }
  });

  it('writes the seeded cards as it wrote them', () => {
    for (const { what, fragment, meaning } of golden.fragments.slice(0, 4)) {
      expect(encodeCardSummary(meaning as CardSummary), what).toBe(fragment);
    }
  });

  it('keeps its index tables: a value may be appended, never moved or removed', () => {
    expect(V1_BLOOD_TYPES.slice(0, golden.tables.bloodTypes.length)).toEqual(
      golden.tables.bloodTypes,
    );
    expect(V1_PROSTHESIS_TYPES.slice(0, golden.tables.prosthesisTypes.length)).toEqual(
      golden.tables.prosthesisTypes,
    );
  });

  it("has an index for every option the record offers, whatever the editor's order", () => {
    for (const type of bloodTypes) expect(V1_BLOOD_TYPES).toContain(type);
    for (const type of prosthesisTypes) expect(V1_PROSTHESIS_TYPES).toContain(type);
  });
});
