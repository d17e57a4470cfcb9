// The wallet card's text face: the lines that fit, what did not said as cut, unknown never none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allotLines,
  BACK_LIST_BUDGET,
  walletBack,
  type BackList,
} from '@/features/cards/walletBack';
import type { CardSummary } from '@/recordView/cardSummary';

const copy: CardSummary = {
  madeOn: '2026-11-26',
  name: 'Ana',
  birthDate: '',
  bloodType: 'A+',
  allergies: {
    items: [
      { name: 'Penicilina', severity: 'Severa' },
      { name: 'Dipirona', severity: 'Severa' },
      { name: 'Látex', severity: 'Severa' },
      { name: 'Camarão', severity: 'Severa' },
      { name: 'Poeira', severity: 'Leve' },
      { name: 'Pólen', severity: '' },
    ],
    cut: 1,
  },
  conditions: { items: ['Asma'], cut: 0 },
  medicines: null,
  mriUnsafe: null,
  pregnant: null,
  contact: { name: 'João', phone: '11987654321' },
};

describe('the wallet card text face', () => {
  it('prints the severe allergies that fit and counts every other allergy as on the QR', () => {
    const back = walletBack(copy);
    expect(back.severeAllergies).toEqual({
      known: true,
      lines: ['Penicilina', 'Dipirona', 'Látex', 'Camarão'],
      // Two not stated severe, one the QR itself had no room for.
      more: 3,
    });
    expect(back.conditions).toEqual({ known: true, lines: ['Asma'], more: 0 });
    expect(back.contact).toEqual({ name: 'João', phone: '(11) 98765-4321' });
    expect(back.bloodType).toBe('A+');
  });

  it('keeps unknown parts unknown and empty ones empty', () => {
    const unknown = walletBack({ ...copy, allergies: null, bloodType: null, contact: null });
    expect(unknown.severeAllergies).toEqual({ known: false });
    expect(unknown.bloodType).toBeNull();
    expect(unknown.contact).toBeNull();
    const none = walletBack({
      ...copy,
      allergies: { items: [], cut: 0 },
      bloodType: '',
      contact: 'none',
    });
    expect(none.severeAllergies).toEqual({ known: true, lines: [], more: 0 });
    expect(none.bloodType).toBe('');
    expect(none.contact).toBe('none');
  });
});

/** Lines a laid-out list takes on the face: unknown, none and a count take one each. */
const linesOf = (list: BackList) =>
  list.known ? Math.max(1, list.lines.length + (list.more > 0 ? 1 : 0)) : 1;

describe('the text face within its lines', () => {
  it('prints some of each long list and counts the rest, within the budget', () => {
    const names = (prefix: string) => Array.from({ length: 9 }, (_, i) => `${prefix} ${i + 1}`);
    const back = walletBack({
      ...copy,
      allergies: { items: names('Alergia').map((name) => ({ name, severity: 'Severa' })), cut: 0 },
      conditions: { items: names('Condição'), cut: 0 },
      contact: { name: 'Contato de Emergência Com Um Nome Bem', phone: '11987654321' },
    });
    expect(back.severeAllergies).toMatchObject({ known: true, lines: ['Alergia 1', 'Alergia 2'] });
    expect(back.conditions).toMatchObject({ known: true, lines: ['Condição 1', 'Condição 2'] });
    expect(back.severeAllergies).toMatchObject({ more: 7 });
    expect(linesOf(back.severeAllergies) + linesOf(back.conditions)).toBeLessThanOrEqual(
      BACK_LIST_BUDGET,
    );
    // The phone is whole: the name never shares its line.
    expect(back.contact).toEqual({
      name: 'Contato de Emergência Com Um Nome Bem',
      phone: '(11) 98765-4321',
    });
  });

  it('never reduces a list with items to a count alone, and keeps within the lines', () => {
    const list = fc.option(
      fc.record({ items: fc.array(fc.string(), { maxLength: 12 }), extra: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.tuple(list, list), fc.integer({ min: 2, max: 12 }), (lists, budget) => {
        const shown = allotLines(lists, budget);
        const used = lists.reduce((sum, each, index) => {
          if (!each) return sum + 1;
          const more = each.items.length - (shown[index] ?? 0) + each.extra;
          return sum + Math.max(1, (shown[index] ?? 0) + (more > 0 ? 1 : 0));
        }, 0);
        expect(used).toBeLessThanOrEqual(budget);
        // With room for an item and a count each, every list with items prints some of them.
        if (budget >= 2 * lists.length) {
          lists.forEach((each, index) => {
            if (each && each.items.length > 0) expect(shown[index]).toBeGreaterThanOrEqual(1);
          });
        }
      }),
    );
  });
});
