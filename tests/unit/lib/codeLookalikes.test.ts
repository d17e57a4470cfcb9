import { describe, expect, it } from 'vitest';
import { lookalikeCodes } from '@/lib/codeLookalikes';

describe('lookalikeCodes', () => {
  it('reads O as 0 and I or L as 1, and back, one change at a time first', () => {
    const codes = lookalikeCodes('ABCI23XYZ');
    expect(codes).toEqual(['ABC123XYZ', 'ABCL23XYZ']);
    expect(lookalikeCodes('JKLO12MN0')).toContain('JKL012MNO');
    expect(lookalikeCodes('JKLO12MN0').indexOf('JKL012MNO')).toBeGreaterThan(
      lookalikeCodes('JKLO12MN0').indexOf('JKL012MN0'),
    );
  });

  it('offers nothing for a code without look-alikes, and never the code itself', () => {
    expect(lookalikeCodes('ABC234XYZ')).toEqual([]);
    expect(lookalikeCodes('OOOOOOOOO')).not.toContain('OOOOOOOOO');
  });

  it('keeps to the nearest readings of a code made of look-alikes', () => {
    const codes = lookalikeCodes('111111111', 24);
    const changes = (code: string) => [...code].filter((c) => c !== '1').length;
    expect(codes).toHaveLength(24);
    // Nine places, two other readings each: the 18 codes one change away come first.
    expect(codes.slice(0, 18).every((code) => changes(code) === 1)).toBe(true);
    expect(codes.slice(18).every((code) => changes(code) === 2)).toBe(true);
  });
});
