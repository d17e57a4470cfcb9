import fc from 'fast-check';
import {
  CARD_CODE_INPUT_MAX,
  CARD_CODE_LENGTH,
  cleanCardCode,
  formatCardCode,
  isCompleteCardCode,
} from '@/lib/cardCode';

// Any text at all, plus text made mostly of what people type or paste into the code field.
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'abcXYZ0189-. /çé') }),
);
const alphanumeric = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
);
const GROUPED_AS_TYPED =
  /^(?:[A-Z0-9]{1,3}|[A-Z0-9]{3}-[A-Z0-9]{1,3}|[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{1,3})?$/;

describe('card code limits', () => {
  it('are 9 characters, typed into at most 11', () => {
    expect(CARD_CODE_LENGTH).toBe(9);
    expect(CARD_CODE_INPUT_MAX).toBe(11);
  });
});

describe('cleanCardCode', () => {
  it.each([
    ['abc123xyz', 'ABC123XYZ'],
    ['ABC-123-XYZ', 'ABC123XYZ'],
    [' a.b c/1-2_3 ', 'ABC123'],
    ['çãé1', '1'],
    ['abc123xyz999', 'ABC123XYZ'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(cleanCardCode(input)).toBe(expected);
  });
});

describe('formatCardCode', () => {
  it.each([
    ['a', 'A'],
    ['abc', 'ABC'],
    ['abcd', 'ABC-D'],
    ['abc12', 'ABC-12'],
    ['abc123', 'ABC-123'],
    ['abc123x', 'ABC-123-X'],
    ['abc123xyz', 'ABC-123-XYZ'],
    ['abc-123-xyz-999', 'ABC-123-XYZ'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatCardCode(input)).toBe(expected);
  });
});

describe('isCompleteCardCode', () => {
  it('is true for exactly 9 letters and digits, however they are separated', () => {
    expect(isCompleteCardCode('ABC-123-XYZ')).toBe(true);
    expect(isCompleteCardCode('abc123xyz')).toBe(true);
  });

  it('is false for fewer', () => {
    expect(isCompleteCardCode('ABC-123-XY')).toBe(false);
    expect(isCompleteCardCode('abc-123-xy!')).toBe(false);
    expect(isCompleteCardCode('')).toBe(false);
  });
});

describe('card code properties', () => {
  it('never throws, on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        cleanCardCode(text);
        formatCardCode(text);
        isCompleteCardCode(text);
      }),
    );
  });

  it('cleans to at most 9 upper-case letters and digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cleanCardCode(text)).toMatch(/^[A-Z0-9]{0,9}$/);
      }),
    );
  });

  it('formats within the input limit, grouped 3-3-3 as far as it goes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const formatted = formatCardCode(text);
        expect(formatted.length).toBeLessThanOrEqual(CARD_CODE_INPUT_MAX);
        expect(formatted).toMatch(GROUPED_AS_TYPED);
      }),
    );
  });

  it('formats idempotently', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = formatCardCode(text);
        expect(formatCardCode(once)).toBe(once);
      }),
    );
  });

  it('keeps the cleaned code through formatting', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cleanCardCode(formatCardCode(text))).toBe(cleanCardCode(text));
      }),
    );
  });

  it('gives back any 9-character code, upper-cased, and calls it complete', () => {
    fc.assert(
      fc.property(fc.string({ unit: alphanumeric, minLength: 9, maxLength: 9 }), (code) => {
        const formatted = formatCardCode(code);
        expect(formatted).toHaveLength(CARD_CODE_INPUT_MAX);
        expect(formatted.replace(/-/g, '')).toBe(code.toUpperCase());
        expect(isCompleteCardCode(formatted)).toBe(true);
      }),
    );
  });

  it('calls a code complete exactly when its formatted form is full', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isCompleteCardCode(text)).toBe(formatCardCode(text).length === CARD_CODE_INPUT_MAX);
      }),
    );
  });
});
