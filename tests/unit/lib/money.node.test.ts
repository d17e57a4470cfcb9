import fc from 'fast-check';
import { formatBRL, formatMoney, installmentLabel } from '@/lib/money';

const BRL_SHAPE = /^-?R\$ \d{1,3}(?:\.\d{3})*,\d{2}$/;

/** The number a 'R$ 1.234,50' string shows. */
function shownAmount(text: string): number {
  return Number(text.replace('R$ ', '').replace(/\./g, '').replace(',', '.'));
}

describe('formatBRL', () => {
  it.each<[number | string, string]>([
    [150, 'R$ 150,00'],
    [400, 'R$ 400,00'],
    [650, 'R$ 650,00'],
    ['150.00', 'R$ 150,00'],
    [' 150.5 ', 'R$ 150,50'],
    [1234.5, 'R$ 1.234,50'],
    [1234567.891, 'R$ 1.234.567,89'],
    [0.005, 'R$ 0,01'],
    [0, 'R$ 0,00'],
    [-150, '-R$ 150,00'],
    [-0, 'R$ 0,00'],
  ])('%j -> %j', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it.each<number | string>([
    Number.NaN,
    Infinity,
    -Infinity,
    '',
    ' ',
    'abc',
    '150,00',
    '0x10',
    '1e3',
  ])('shows R$ 0,00 for %j', (value) => {
    expect(formatBRL(value)).toBe('R$ 0,00');
  });

  it('uses a plain space, not the no-break space Intl writes', () => {
    expect(formatBRL(150)).not.toContain('\u00a0');
    expect(formatBRL(150).charAt(2)).toBe(' ');
  });
});

describe('installmentLabel', () => {
  it.each([
    [150, 12, '12x de R$ 12,50'],
    [150, 1, '1x de R$ 150,00'],
    [400, 3, '3x de R$ 133,33'],
    [650, 12, '12x de R$ 54,17'],
  ])('%d in %dx -> %j', (total, n, expected) => {
    expect(installmentLabel(total, n)).toBe(expected);
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => installmentLabel(150, 0)).toThrow(RangeError);
    expect(() => installmentLabel(150, -1)).toThrow(RangeError);
    expect(() => installmentLabel(150, 1.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes the translated prices in their locale', () => {
    expect(formatMoney(111.78, 'USD', 'en')).toBe('$111.78');
    expect(formatMoney('25.79', 'USD', 'en')).toBe('$25.79');
    expect(formatMoney(100, 'EUR', 'de')).toBe('100,00 €');
    expect(formatMoney(61.54, 'EUR', 'es')).toBe('61,54 €');
    expect(formatMoney(23.08, 'EUR', 'fr')).toBe('23,08 €');
    expect(formatMoney(150, 'BRL', 'pt-BR')).toBe('R$ 150,00');
  });

  it('shows zero for what is not a number', () => {
    expect(formatMoney('abc', 'EUR', 'de')).toBe('0,00 €');
  });
});

describe('money properties', () => {
  it('never throws and always shows a BRL amount, on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        expect(formatBRL(text)).toMatch(BRL_SHAPE);
      }),
    );
  });

  it('shows any number as a BRL amount with no no-break space', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const formatted = formatBRL(value);
        expect(formatted).toMatch(BRL_SHAPE);
        expect(formatted).not.toMatch(/[\u00a0\u202f]/);
      }),
    );
  });

  it('shows whole cents exactly, from a number or its decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const value = cents / 100;
        expect(shownAmount(formatBRL(value))).toBe(value);
        expect(formatBRL(value.toFixed(2))).toBe(formatBRL(value));
      }),
    );
  });

  it('labels each instalment as the total divided by n, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (cents, n) => {
          const total = cents / 100;
          const label = installmentLabel(total, n);
          const prefix = `${n}x de `;
          expect(label.startsWith(prefix)).toBe(true);
          const amount = label.slice(prefix.length);
          expect(amount).toMatch(BRL_SHAPE);
          expect(Math.abs(shownAmount(amount) - total / n)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});
