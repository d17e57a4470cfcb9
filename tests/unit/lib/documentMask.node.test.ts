import fc from 'fast-check';
import { maskCpf, maskPassport } from '@/lib/documentMask';

describe('maskCpf', () => {
  it.each([
    ['52998224725', '***.982.247-**'],
    ['529.982.247-25', '***.982.247-**'],
    ['***.982.247-**', '***.982.247-**'],
    ['1234', '***.***.***-**'],
    ['', '***.***.***-**'],
    ['529982247250', '***.***.***-**'],
  ])('%j -> %j', (value, masked) => {
    expect(maskCpf(value)).toBe(masked);
  });

  it('never shows the first three digits nor the check digits, and gives itself again', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const masked = maskCpf(value);
        expect(masked).toMatch(/^\*\*\*\.[\d*]{3}\.[\d*]{3}-\*\*$/);
        expect(maskCpf(masked)).toBe(masked);
      }),
    );
  });
});

describe('maskPassport', () => {
  it.each([
    ['FX123456', '******456'],
    ['FX 123 456', '******456'],
    ['******456', '******456'],
    ['AB1', '******'],
    ['', '******'],
  ])('%j -> %j', (value, masked) => {
    expect(maskPassport(value)).toBe(masked);
  });

  it('shows at most the last three characters, and gives itself again', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const masked = maskPassport(value);
        expect(masked.startsWith('******')).toBe(true);
        expect(masked.length).toBeLessThanOrEqual(9);
        expect(maskPassport(masked)).toBe(masked);
      }),
    );
  });
});
