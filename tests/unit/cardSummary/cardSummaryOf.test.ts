// What the card keeps of a record: the live summary's parts, unknown ones left unknown.
import { describe, expect, it } from 'vitest';
import { emergencySummary } from '@/recordView/emergencySummary';
import { cardSummaryOf } from '@/recordView/cardCopy';
import { DEMO_CARDS } from '@/mocks/seed';
import { decodeCardSummary, encodeCardSummary } from '@/recordView/cardSummary';
import { CARD_FRAGMENT } from '../../bench/cardFragment.mjs';
import { bootState } from '../support/bootState';

const today = new Date(2026, 10, 26);

describe('the card copy of a record', () => {
  it('keeps the full card within the size, its last medicines cut and counted', async () => {
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
    expect(decodeCardSummary(fragment)?.medicines).toEqual({ items: ['Metildopa 250 mg'], cut: 2 });
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
