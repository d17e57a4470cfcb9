import fc from 'fast-check';
import { CPF_MASK, cpfDigits, formatCpf, isValidCpf } from '@/lib/cpf';

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789.- a٣') }),
);
const digit = fc.constantFrom(...'0123456789');
const nineDigitBody = fc
  .string({ unit: digit, minLength: 9, maxLength: 9 })
  .filter((body) => !/^(\d)\1*$/.test(body));

function twoDigitSuffixes(): string[] {
  return Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
}

describe('CPF_MASK', () => {
  it('is the 3-3-3-2 mask in react-imask syntax', () => {
    expect(CPF_MASK).toBe('000.000.000-00');
  });
});

describe('cpfDigits', () => {
  it('keeps the digits only, at most 11', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('529.982.247-25-99')).toBe('52998224725');
    expect(cpfDigits('abc')).toBe('');
  });
});

describe('formatCpf', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678901', '123.456.789-01'],
    ['123456789012', '123.456.789-01'],
    ['529.982.247-25', '529.982.247-25'],
    ['529 982 247 25', '529.982.247-25'],
  ])('%j -> %j', (input, expected) => {
    expect(formatCpf(input)).toBe(expected);
  });
});

describe('isValidCpf', () => {
  it('accepts a CPF with correct check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });

  it('rejects every one-digit-repeated CPF, though they pass the check-digit test', () => {
    for (const d of '0123456789') {
      expect(isValidCpf(d.repeat(11))).toBe(false);
    }
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('rejects too few or too many digits', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
  });
});

describe('CPF properties', () => {
  it('never throws, on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        cpfDigits(text);
        formatCpf(text);
        isValidCpf(text);
      }),
    );
  });

  it('keeps at most 11 ASCII digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cpfDigits(text)).toMatch(/^[0-9]{0,11}$/);
      }),
    );
  });

  it('formats idempotently', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = formatCpf(text);
        expect(formatCpf(once)).toBe(once);
      }),
    );
  });

  it('keeps the digits through formatting', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(cpfDigits(formatCpf(text))).toBe(cpfDigits(text));
      }),
    );
  });

  it('formats as a prefix of the mask, never ending on a separator', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const formatted = formatCpf(text);
        expect(formatted.length).toBeLessThanOrEqual(CPF_MASK.length);
        const shape = formatted.replace(/\d/g, '0');
        expect(CPF_MASK.startsWith(shape)).toBe(true);
        expect(formatted).not.toMatch(/[.-]$/);
      }),
    );
  });

  it('completes any 9-digit body with exactly one pair of check digits', () => {
    fc.assert(
      fc.property(nineDigitBody, (body) => {
        const valid = twoDigitSuffixes().filter((suffix) => isValidCpf(body + suffix));
        expect(valid).toHaveLength(1);
        expect(isValidCpf(formatCpf(body + valid[0]))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('only calls 11-digit text valid', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        if (isValidCpf(text)) expect(text.replace(/\D/g, '')).toHaveLength(11);
      }),
    );
  });
});
