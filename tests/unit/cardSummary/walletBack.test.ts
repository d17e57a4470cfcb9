// The wallet card's text face: the lines that fit, what did not said as cut, unknown never none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allotLines,
  BACK_LIST_BUDGET,
  walletBack,
  type BackList,
} from '@/features/cards/walletBack';
import { allergyLines, listLines } from '@/features/cards/walletBackWords';
import type { CardSummary } from '@/recordReading/cardCopy/format';

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
  it('prints the severe allergies that fit, and counts the others apart, by where they are', () => {
    const back = walletBack(copy);
    expect(back.severeAllergies).toEqual({
      known: true,
      lines: ['Penicilina', 'Dipirona', 'Látex', 'Camarão'],
      more: { inQr: 0, online: 0 },
    });
    // Two not stated severe are in the QR; one the QR itself had no room for.
    expect(back.otherAllergies).toEqual({ inQr: 2, online: 1 });
    expect(back.conditions).toEqual({ known: true, lines: ['Asma'], more: { inQr: 0, online: 0 } });
    expect(back.alerts).toEqual([]);
    expect(back.contact).toEqual({ name: 'João', phone: '(11) 98765-4321' });
    expect(back.bloodType).toBe('A+');
  });

  it('keeps unknown parts unknown and empty ones empty', () => {
    const unknown = walletBack({ ...copy, allergies: null, bloodType: null, contact: null });
    expect(unknown.severeAllergies).toEqual({ known: false });
    expect(unknown.otherAllergies).toBeNull();
    expect(unknown.bloodType).toBeNull();
    expect(unknown.contact).toBeNull();
    const none = walletBack({
      ...copy,
      allergies: { items: [], cut: 0 },
      bloodType: '',
      contact: 'none',
    });
    expect(none.severeAllergies).toEqual({ known: true, lines: [], more: { inQr: 0, online: 0 } });
    expect(none.otherAllergies).toEqual({ inQr: 0, online: 0 });
    expect(none.bloodType).toBe('');
    expect(none.contact).toBe('none');
  });
});

/** Lines a laid-out list takes on the face: unknown, none and a count take one each. */
const linesOf = (list: BackList) =>
  list.known ? Math.max(1, list.lines.length + (list.more.inQr + list.more.online > 0 ? 1 : 0)) : 1;

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
    expect(back.severeAllergies).toMatchObject({ more: { inQr: 7, online: 0 } });
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

const severe = (name: string) => ({ name, severity: 'Severa' as const });

describe('what the text face says besides the lists', () => {
  it("prints pregnancy and a prosthesis not safe for MRI on one line, out of the lists' lines", () => {
    const long = Array.from({ length: 9 }, (_, i) => `Item ${i + 1}`);
    const lists = {
      allergies: { items: long.map(severe), cut: 0 },
      conditions: { items: long, cut: 0 },
    };
    const without = walletBack({ ...copy, ...lists });
    const withAlerts = walletBack({
      ...copy,
      ...lists,
      pregnant: true,
      mriUnsafe: { items: [{ type: 'ortopedica', place: '', incompatible: true }], cut: 0 },
    });
    expect(withAlerts.alerts).toEqual(['pregnant', 'mriUnsafe']);
    const used = (back: typeof without) => linesOf(back.severeAllergies) + linesOf(back.conditions);
    expect(used(without)).toBe(BACK_LIST_BUDGET);
    expect(used(withAlerts)).toBe(BACK_LIST_BUDGET - 1);
  });

  it('says an unanswered MRI question as unconfirmed, and prints nothing of what it does not know', () => {
    const unanswered = { items: [{ type: '' as const, place: '', incompatible: false }], cut: 0 };
    expect(walletBack({ ...copy, mriUnsafe: unanswered }).alerts).toEqual(['mriUnconfirmed']);
    expect(walletBack({ ...copy, mriUnsafe: { items: [], cut: 1 } }).alerts).toEqual([
      'mriUnconfirmed',
    ]);
    expect(
      walletBack({ ...copy, pregnant: false, mriUnsafe: { items: [], cut: 0 } }).alerts,
    ).toEqual([]);
    expect(walletBack({ ...copy, pregnant: null, mriUnsafe: null }).alerts).toEqual([]);
  });
});

/** Words by key, so that what each line says is plain to read. */
const t = (key: string, options: Record<string, string | number> = {}) =>
  key === 'walletBack.count'
    ? `${options.what}: ${options.where}`
    : options.count === undefined
      ? key
      : `${key}(${options.count})`;

describe('the text face in words', () => {
  it('counts severe allergies as severe and the others as others, saying where each are', () => {
    const back = walletBack({
      ...copy,
      allergies: {
        items: [
          ...Array.from({ length: 8 }, (_, i) => severe(`Grave ${i + 1}`)),
          { name: 'Poeira', severity: 'Leve' as const },
          { name: 'Pólen', severity: '' as const },
        ],
        cut: 2,
      },
      conditions: { items: ['Asma', 'Epilepsia', 'Diabetes', 'Hipertensão'], cut: 3 },
    });
    // Six lines: two severe allergies, their count and the others'; a condition and its count.
    const allergies = allergyLines(back.severeAllergies, back.otherAllergies, t);
    expect(allergies.slice(-2)).toEqual([
      {
        text: 'walletBack.moreSevere(6): walletBack.where.qr',
        count: true,
      },
      { text: 'walletBack.otherAllergies(4): walletBack.where.both', count: true },
    ]);
    expect(listLines(back.conditions, 'moreConditions', t).at(-1)).toEqual({
      text: 'walletBack.moreConditions(6): walletBack.where.both',
      count: true,
    });
    const onlyOnline = walletBack({ ...copy, conditions: { items: [], cut: 5 } });
    expect(listLines(onlyOnline.conditions, 'moreConditions', t)).toEqual([
      { text: 'walletBack.moreConditions(5): walletBack.where.online', count: true },
    ]);
  });

  it('never says "none" of allergies that are only counted', () => {
    const back = walletBack({
      ...copy,
      allergies: { items: [{ name: 'Pólen', severity: 'Leve' }], cut: 3 },
    });
    expect(allergyLines(back.severeAllergies, back.otherAllergies, t)).toEqual([
      { text: 'walletBack.otherAllergies(4): walletBack.where.both', count: true },
    ]);
    const none = walletBack({ ...copy, allergies: { items: [], cut: 0 } });
    expect(allergyLines(none.severeAllergies, none.otherAllergies, t)).toEqual([
      { text: 'walletBack.noneRecorded' },
    ]);
    const unknown = walletBack({ ...copy, allergies: null });
    expect(allergyLines(unknown.severeAllergies, unknown.otherAllergies, t)).toEqual([
      { text: 'walletBack.unknown' },
    ]);
  });
});
