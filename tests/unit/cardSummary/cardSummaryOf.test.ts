// What the card keeps of a record: the live summary's parts, unknown ones left unknown.
import { describe, expect, it } from 'vitest';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { cardSummaryOf } from '@/recordReading/cardCopy/fromSummary';
import { DEMO_CARDS } from '@/mocks/seed';
import { cardAgrees, decodeCardSummary, encodeCardSummary } from '@/recordReading/cardCopy/format';
import { CARD_FRAGMENT } from '../../bench/cardFragment.mjs';
import { bootState } from '../support/bootState';

const today = new Date(2026, 10, 26);

describe('the card copy of a record', () => {
  it('keeps the full card within the size, its lightest items cut and counted', async () => {
    const state = await bootState(DEMO_CARDS.full);
    const copy = cardSummaryOf(emergencySummary(state), today);
    expect(copy.madeOn).toBe('2026-11-26');
    expect(copy.name).toBeTruthy();
    expect(copy.bloodType).toMatch(/^(A|B|AB|O)[+-]$/);
    expect(copy.allergies?.items.length).toBeGreaterThan(0);
    expect(copy.allergies?.items[0]?.severity).toBe('Severa');
    expect(copy.mriUnsafe?.items).toEqual([
      { type: 'auditiva', place: 'Ouvido direito', incompatible: true },
    ]);
    expect(copy.contact).toMatchObject({ phone: expect.stringMatching(/^\d{10,11}$/) });
    const fragment = encodeCardSummary(copy);
    expect(decodeCardSummary(fragment)?.name).toBe(copy.name);
    // The benchmark measures the page opened with this very fragment.
    expect(fragment).toBe(CARD_FRAGMENT);
    // A continuous medicine stays before a light allergy.
    expect(decodeCardSummary(fragment)?.medicines).toEqual({
      items: ['Metildopa 250 mg', 'Levotiroxina 50 mcg'],
      cut: 1,
    });
    expect(decodeCardSummary(fragment)?.allergies?.cut).toBe(1);
  });

  it('says "none" for an empty record and nothing for parts not read', async () => {
    const state = await bootState(DEMO_CARDS.empty);
    const empty = cardSummaryOf(emergencySummary(state), today);
    expect(empty.allergies).toEqual({ items: [], cut: 0 });
    expect(empty.contact).toBe('none');
    expect(empty.bloodType).toBe('');

    const failed = cardSummaryOf(
      emergencySummary({
        ...state,
        allergies: { status: 'failed', error: new Error('offline') },
        contacts: { status: 'hidden' },
        'blood-type': { status: 'loading' },
      }),
      today,
    );
    expect(failed.allergies).toBeNull();
    expect(failed.contact).toBeNull();
    expect(failed.bloodType).toBeNull();
  });

  it('never turns an unknown stored blood type into "none"', async () => {
    const state = await bootState(DEMO_CARDS.full);
    const copy = cardSummaryOf(
      emergencySummary({
        ...state,
        'blood-type': { status: 'shown', items: [{ file: null, values: { blood_type: 'Z+' } }] },
      }),
      today,
    );
    expect(copy.bloodType).toBeNull();
  });
});

describe('what a full card keeps', () => {
  const item = (values: Record<string, string>) => ({ file: null, values });
  const many = (count: number, values: (index: number) => Record<string, string>) =>
    Array.from({ length: count }, (_, index) => item(values(index)));

  it('keeps what matters most in an emergency: severe allergies, lasting conditions, continuous medicines', async () => {
    const state = await bootState(DEMO_CARDS.full);
    const copy = cardSummaryOf(
      emergencySummary({
        ...state,
        allergies: {
          status: 'shown',
          items: [
            ...many(3, (i) => ({ name: `Leve ${i} alimento`, severity: 'Leve' })),
            ...many(5, (i) => ({ name: `Grave ${i}`, severity: 'Severa' })),
          ],
        },
        conditions: {
          status: 'shown',
          items: [
            ...many(4, (i) => ({ name: `Gripe ${i}`, type: 'aguda', status: 'Controlada' })),
            item({ name: 'Diabetes tipo 1', type: 'cronica', status: 'Controlada' }),
            item({ name: 'Epilepsia', type: 'adquirida', status: 'Não controlada' }),
          ],
        },
        medicines: {
          status: 'shown',
          items: [
            ...many(4, (i) => ({ name: `Analgésico ${i}`, period: 'Quando necessário' })),
            item({ name: 'Insulina', period: 'Contínuo', status: 'Ativo' }),
          ],
        },
      }),
      today,
    );
    const fitted = decodeCardSummary(encodeCardSummary(copy));
    // The lasting ones first in their list, and the last to go.
    expect(copy.conditions?.items.slice(0, 2)).toEqual(['Diabetes tipo 1', 'Epilepsia']);
    expect(fitted?.allergies?.items.filter((a) => a.severity === 'Severa')).toHaveLength(5);
    expect(fitted?.conditions?.items).toEqual(
      expect.arrayContaining(['Diabetes tipo 1', 'Epilepsia']),
    );
    expect(fitted?.medicines?.items[0]).toBe('Insulina');
    // What went is counted, and the light allergies went before any lasting condition.
    expect(fitted?.conditions?.cut).toBe(6 - (fitted?.conditions?.items.length ?? 0));
    expect(fitted?.allergies?.cut).toBeGreaterThan(0);
  });

  it('reads a card made by an earlier build as unchanged: another order, another cut', () => {
    const now = {
      items: ['Diabetes tipo 1', 'Asma', 'Penicilina benzatina e demais antibióticos'],
      cut: 0,
    };
    expect(cardAgrees({ items: ['Asma', 'Penicilina benzatina e demais an…'], cut: 1 }, now)).toBe(
      true,
    );
    expect(cardAgrees({ items: ['Asma', 'Diabetes tipo 2'], cut: 1 }, now)).toBe(false);
    expect(cardAgrees({ items: ['Asma'], cut: 1 }, now)).toBe(false);
    expect(
      cardAgrees(
        { name: 'João da Sil…', phone: '11987654321' },
        { name: 'João da Silva', phone: '11987654321' },
      ),
    ).toBe(true);
    expect(
      cardAgrees({ name: 'João', phone: '11987654321' }, { name: 'João', phone: '11900000000' }),
    ).toBe(false);
  });
});
