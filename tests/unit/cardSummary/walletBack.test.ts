// The wallet card's text face: the lines that fit, what did not said as cut, unknown never none.
import { describe, expect, it } from 'vitest';
import { BACK_LIST_LINES, walletBack } from '@/features/cards/walletBack';
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
      lines: ['Penicilina', 'Dipirona', 'Látex'].slice(0, BACK_LIST_LINES),
      // One severe that did not fit, two not stated severe, one the QR itself had no room for.
      more: 4,
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
