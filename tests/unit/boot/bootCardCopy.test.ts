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
} from '@/recordView/cardCopyView';
import { decodeCardSummary, encodeCardSummary } from '@/recordView/cardSummary';
import { emergencySummary } from '@/recordView/emergencySummary';
import { allLoading } from '@/recordView/recordState';
import { paintNode } from '@/recordView/viewNode';
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
    expect(shown.bloodType).toEqual({ status: 'shown', value: 'O+' });
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

  it('says where the summary came from in every language', () => {
    const live = emergencySummary(allLoading());
    for (const language of languages) {
      const say = bootTranslate(bootWordsIn(language), language);
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
