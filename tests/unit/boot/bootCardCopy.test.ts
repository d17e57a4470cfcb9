// The card's copy as the boot script paints it: any fragment, crafted or not, becomes text only,
// with no link but a tel: or wa.me of digits, and in words every language has.
import fc from 'fast-check';
import { bootWordsIn } from '../support/bootWords';
import { describe, expect, it } from 'vitest';
import { bootTranslate } from '@/boot/bootWords';
import { languages, languageTags } from '@/i18n/languages';
import { formatDate } from '@/lib/dates';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  cardCopyNotice,
  changedParts,
  copySummary,
  mayBeUnknownCard,
  summaryWithCopy,
} from '@/recordReading/cardCopy/onThePage';
import { decodeCardSummary, encodeCardSummary } from '@/recordReading/cardCopy/format';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { allLoading } from '@/recordReading/recordState';
import { summaryCard } from '@/recordReading/summaryTree';
import { paintNode } from '@/recordReading/viewNode';
import { bootState } from '../support/bootState';
import { CARD_FRAGMENT } from '../../bench/cardFragment.mjs';
import { ApiError } from '@/api/errors';
import { paintCopyBeforeReads } from '../support/paintedCopy';
import { expectPlainMarkup } from '../support/paintedMarkup';

const t = bootTranslate(bootWordsIn('pt'), 'pt');
const seeded = decodeCardSummary(CARD_FRAGMENT);
if (!seeded) throw new Error('the seeded fragment does not decode');

function painted(fragment: string): HTMLElement | null {
  const copy = decodeCardSummary(fragment);
  if (!copy) return null;
  const node = paintCopyBeforeReads(copy, t);
  document.body.append(node);
  return node;
}

describe("the boot script with a card's copy", () => {
  it('paints any fragment as text, its only links calls to digits', () => {
    const alphabet = fc.constantFrom(
      ...'1;d=20261126nbtacmrpe:,+~_%0123456789ABCDEF<>"\'&#/?'.split(''),
    );
    const fragments = fc.oneof(
      fc.string({ unit: alphabet }).map((tail) => `1;d=20261126;${tail}`),
      fc.string({ unit: 'grapheme' }).map((tail) => `${CARD_FRAGMENT}${tail}`),
      fc
        .string({ unit: 'grapheme', maxLength: 40 })
        .map((name) => encodeCardSummary({ ...seeded, name })),
    );
    fc.assert(
      fc.property(fragments, (fragment) => {
        const node = painted(fragment);
        if (!node) return;
        expectPlainMarkup(node);
        for (const link of node.querySelectorAll('a')) {
          // A call or a chat, or a message to the contact held, encoded, in the query alone.
          expect(link.getAttribute('href')).toMatch(
            /^(tel:\+\d+|https:\/\/wa\.me\/\d+|(https:\/\/wa\.me\/\d+\?text=|sms:\+\d+\?body=)[\w%.!~*'()-]+)$/,
          );
        }
        node.remove();
      }),
      { numRuns: 300 },
    );
    expect((window as { __owned?: number }).__owned).toBeUndefined();
  });

  it('shows the card until a part answers, then the live part, saying what changed', async () => {
    const live = emergencySummary(await bootState(DEMO_CARDS.full));
    const changed = { ...seeded, bloodType: 'A-' as const };
    expect(changedParts(live, seeded)).toEqual([]);
    expect(changedParts(live, changed)).toEqual(['bloodType']);
    const shown = summaryWithCopy(live, changed);
    // The live part, with what the card in the reader's hand said beside it.
    expect(shown.bloodType).toEqual({
      status: 'shown',
      value: 'O+',
      cardSaid: { madeOn: seeded.madeOn, more: 0, value: 'A-' },
    });
    expect(summaryWithCopy(live, seeded).bloodType).toEqual({ status: 'shown', value: 'O+' });
    expect(copySummary(changed).bloodType).toMatchObject({ status: 'shown', value: 'A-' });
    // A part the card does not hold waits for its read: never "none".
    expect(copySummary({ ...seeded, allergies: null }).allergies).toEqual({ status: 'loading' });
  });

  it('takes a lone 404 for a card that may be unknown, not for "nothing recorded"', () => {
    const state = allLoading();
    state.allergies = {
      status: 'failed',
      error: new ApiError({ kind: 'http', status: 404, fallbackKey: 'errors.unknown' }),
    };
    expect(mayBeUnknownCard(state)).toBe(true);
    state.contacts = { status: 'empty' };
    expect(mayBeUnknownCard(state)).toBe(false);
  });

  it('says "checking" only while a read is under way, then names the parts it could not check', async () => {
    const state = await bootState(DEMO_CARDS.full);
    const notice = (summaryState: typeof state) =>
      paintNode(cardCopyNotice(seeded, emergencySummary(summaryState), null, t), document, () => {})
        ?.textContent;
    expect(notice(state)).toContain('conferido com o prontuário online');
    const failed = new ApiError({ kind: 'http', status: 500, fallbackKey: 'errors.unknown' });
    const retrying = { ...state, allergies: { status: 'retrying' as const } };
    expect(notice(retrying)).toContain('verificando o prontuário online');
    const unchecked = { ...state, allergies: { status: 'failed' as const, error: failed } };
    expect(notice(unchecked)).toContain(
      'Não foi possível conferir com o prontuário online: alergias.',
    );
    expect(notice(unchecked)).not.toContain('verificando');
  });

  it('says beside a live part that differs what the printed card said', async () => {
    const live = emergencySummary(await bootState(DEMO_CARDS.full));
    const card = {
      ...seeded,
      allergies: { items: [{ name: 'Látex', severity: 'Severa' as const }], cut: 2 },
      pregnant: false,
    };
    const node = paintNode(summaryCard(summaryWithCopy(live, card), true, t), document, () => {});
    if (!(node instanceof HTMLElement)) throw new Error('nothing painted');
    const part = (name: string) => node.querySelector(`[data-summary-part="${name}"]`);
    const said = part('allergies')?.querySelector('[data-summary-field="card-said"]');
    expect(said?.textContent).toContain('O cartão impresso (26/11/2026) dizia:');
    expect(said?.textContent).toContain('Látex');
    // Its count too: the items the card held only as a number.
    expect(said?.textContent).toContain('+2 alergias: veja o prontuário online');
    // The live part is still the first thing in its place.
    expect(part('allergies')?.textContent).toMatch(/^Alergias.*Dipirona.*O cartão impresso/);
    // A card that did not say pregnant, beside a live record that does: said, not left out.
    expect(part('pregnancy')?.textContent).toMatch(/^Gestação.*Paciente gestante/);
    expect(
      part('pregnancy')?.querySelector('[data-summary-field="card-said"]')?.textContent,
    ).toContain('Gestação não registrada');
    // Parts that agree say nothing more.
    expect(part('contacts')?.querySelector('[data-summary-field="card-said"]')).toBeNull();
  });

  it('marks each part shown from the card with its day, and one whose read failed', async () => {
    const state = await bootState(DEMO_CARDS.full);
    const failed = new ApiError({ kind: 'http', status: 500, fallbackKey: 'errors.unknown' });
    state.allergies = { status: 'failed', error: failed };
    const loading = { ...allLoading(), allergies: state.allergies };
    const paint = (summaryState: typeof state) => {
      const node = paintNode(
        summaryCard(summaryWithCopy(emergencySummary(summaryState), seeded), true, t),
        document,
        () => {},
      );
      if (!(node instanceof HTMLElement)) throw new Error('nothing painted');
      return (name: string) =>
        node.querySelector(`[data-summary-part="${name}"] [data-summary-field="card-mark"]`)
          ?.textContent;
    };
    const beforeReads = paint(loading);
    expect(beforeReads('contacts')).toBe('Do cartão impresso, 26/11/2026');
    expect(beforeReads('allergies')).toBe(
      'Do cartão impresso, 26/11/2026: a conferência online falhou',
    );
    // Once read, a part is the live record's: no mark.
    const read = paint(state);
    expect(read('contacts')).toBeUndefined();
    expect(read('allergies')).toBe('Do cartão impresso, 26/11/2026: a conferência online falhou');
  });

  it('says where the summary came from in every language', () => {
    const live = emergencySummary(allLoading());
    for (const language of languages) {
      const say = bootTranslate(bootWordsIn(language), language);
      const painted = paintNode(
        summaryCard(summaryWithCopy(live, seeded), true, say),
        document,
        () => {},
      )?.textContent;
      expect(painted, language).toContain(formatDate('2026-11-26', languageTags[language]));
      expect(painted).not.toMatch(/recordView:|\{\{/);
      for (const absence of ['private', 'unreachable', null] as const) {
        const text = paintNode(
          cardCopyNotice(seeded, live, absence, say),
          document,
          () => {},
        )?.textContent;
        expect(text, `${language} ${absence}`).toContain(
          formatDate('2026-11-26', languageTags[language]),
        );
        expect(text).not.toMatch(/recordView:|\{\{/);
      }
    }
  });
});
