// One date format per language on every visible date: the printed card's date reads like the birth
// date beside it ("Card printed on Nov 26, 2026" with "born Apr 12, 1990", never "26/11/2026").
import { bootWordsIn } from '../support/bootWords';
import { paintCopyBeforeReads } from '../support/paintedCopy';
import { bootTranslate } from '@/boot/bootWords';
import { formatLegalVersion, LEGAL_VERSION_DATE } from '@/features/legal/legalVersion';
import { languages, languageTags } from '@/i18n/languages';
import { formatDate } from '@/lib/dates';
import { decodeCardSummary } from '@/recordReading/cardCopy/format';
import { CARD_FRAGMENT } from '../../bench/cardFragment.mjs';

const copy = decodeCardSummary(CARD_FRAGMENT);
if (!copy) throw new Error('the seeded fragment does not decode');

describe.each(languages)('%s', (language) => {
  const tag = languageTags[language];
  const t = bootTranslate(bootWordsIn(language), language);

  it("writes the card's date as it writes the birth date", () => {
    const node = paintCopyBeforeReads(copy, t);
    const made = formatDate(copy.madeOn, tag);
    const born = formatDate(copy.birthDate ?? '', tag);
    expect(made && born).toBeTruthy();
    expect(node.textContent).toContain(made);
    expect(node.textContent).toContain(born);
    if (language !== 'pt') expect(node.textContent).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('writes the same date whether given the language or its tag', () => {
    expect(formatDate('1990-04-12', language)).toBe(formatDate('1990-04-12', tag));
    expect(formatLegalVersion(tag)).toBe(formatDate(LEGAL_VERSION_DATE, tag));
  });
});
