// A printed card's copy that holds a list only as a count ("+5") is never read as "none": on the
// boot page with the live record still to answer, and with no live read to come (offline,
// private, unknown), each counted list says how many items are only online.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootTranslate } from '@/boot/bootWords';
import { languages } from '@/i18n/languages';
import { copyAlone, summaryWithCopy } from '@/recordReading/cardCopy/onThePage';
import type { CardList, CardSummary } from '@/recordReading/cardCopy/format';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { allLoading } from '@/recordReading/recordState';
import { summaryCard } from '@/recordReading/summaryTree';
import { paintNode } from '@/recordReading/viewNode';
import { bootWordsIn } from '../support/bootWords';

const t = bootTranslate(bootWordsIn('pt'), 'pt');
const NONE = t('recordView:summary.none');
const NOT_INFORMED = t('record:notInformed');

/** Every way a list can stand on a card: unknown, empty, counted only, partly counted, full. */
function listOf<T>(item: fc.Arbitrary<T>): fc.Arbitrary<CardList<T> | null> {
  const count = fc.integer({ min: 1, max: 999 });
  const items = fc.array(item, { minLength: 1, maxLength: 8 });
  return fc.oneof(
    fc.constant(null),
    fc.constant({ items: [] as T[], cut: 0 }),
    count.map((cut) => ({ items: [], cut })),
    fc.tuple(items, count).map(([some, cut]) => ({ items: some, cut })),
    items.map((all) => ({ items: all, cut: 0 })),
  );
}

const name = fc.constantFrom('Penicilina', 'Diabetes tipo 1', 'Insulina NPH', 'Látex');
const copies: fc.Arbitrary<CardSummary> = fc.record({
  madeOn: fc.constant('2026-11-26'),
  name: fc.constantFrom(null, 'Ana Souza'),
  birthDate: fc.constantFrom(null, '1990-04-12'),
  bloodType: fc.constantFrom(null, '', 'O+' as const),
  allergies: listOf(
    fc.record({ name, severity: fc.constantFrom('Severa' as const, 'Leve' as const, '' as const) }),
  ),
  conditions: listOf(name),
  medicines: listOf(name),
  mriUnsafe: listOf(
    fc.record({
      type: fc.constantFrom('ortopedica' as const, '' as const),
      place: fc.constantFrom('', 'joelho'),
      incompatible: fc.boolean(),
    }),
  ),
  pregnant: fc.constantFrom(null, true, false),
  contact: fc.constantFrom(null, 'none' as const, { name: 'João', phone: '11987654321' }),
});

const lists = ['allergies', 'conditions', 'medicines', 'mriUnsafe'] as const;

function paint(copy: CardSummary, alone: boolean): HTMLElement {
  const summary = alone ? copyAlone(copy) : summaryWithCopy(emergencySummary(allLoading()), copy);
  return paintNode(summaryCard(summary, true, t), document, () => undefined) as HTMLElement;
}

describe("a card's counted items", () => {
  it('are said as counted, never as "none", with or without a live read to come', () => {
    fc.assert(
      fc.property(copies, fc.boolean(), (copy, alone) => {
        const node = paint(copy, alone);
        for (const list of lists) {
          const held = copy[list];
          const part = node.querySelector(`[data-summary-part="${list}"]`);
          if (held === null) {
            // Not on the card: waiting for its read, or said not to be on the card.
            if (alone)
              expect(part?.textContent).toContain(t('recordView:summary.cardCopy.notOnCard'));
            continue;
          }
          if (held.cut === 0) continue;
          const text = part?.textContent ?? '';
          expect(text, list).not.toContain(NONE);
          expect(text, list).toContain(
            t(`recordView:summary.cardCopy.more.${list}`, { count: held.cut }),
          );
        }
        // Nothing the card holds reads as "not informed" but a name or birth date it left out.
        const conditions = node.querySelector('[data-summary-part="conditions"]');
        expect(conditions?.textContent ?? '').not.toContain(t('recordView:summary.statusMissing'));
        if (alone && copy.name === null && copy.birthDate === null) {
          expect(node.querySelector('[data-summary-part="patient"]')?.textContent).not.toContain(
            NOT_INFORMED,
          );
        }
      }),
      { numRuns: 250 },
    );
  });

  it('are said in every language', () => {
    for (const language of languages) {
      const say = bootTranslate(bootWordsIn(language), language);
      for (const list of lists) {
        for (const count of [1, 5]) {
          const text = say(`recordView:summary.cardCopy.more.${list}`, { count });
          expect(text, `${language} ${list}`).toContain(`+${count}`);
          expect(text).not.toMatch(/recordView:|\{\{/);
        }
      }
      expect(say('recordView:summary.cardCopy.notOnCard')).not.toMatch(/recordView:/);
    }
  });
});
