// The boot script builds the summary from what the server sent with text nodes only, and carries
// every word the summary can say.
import { http, HttpResponse } from 'msw';
import words from 'virtual:boot-words';
import { bootWordsIn } from '../support/bootWords';
import { describe, expect, it } from 'vitest';
import { recordResourceNames } from '@/record';
import { bootTranslate, frameWordKeys, headerWordKeys, INLINE_LANGUAGE } from '@/boot/bootWords';
import { toSectionRead } from '@/boot/reads';
import { emergencySummary } from '@/recordReading/emergencySummary';
import type { RecordState } from '@/recordReading/recordState';
import { summaryCard } from '@/recordReading/summaryTree';
import { paintNode } from '@/recordReading/viewNode';
import { expectPlainMarkup } from '../support/paintedMarkup';
import { languages } from '@/i18n/languages';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { bootState } from '../support/bootState';

const hostile = [
  '<img src=x onerror="window.__owned=1">',
  '<script>window.__owned=1</script>',
  '"><svg onload="window.__owned=1">',
  '</li><li>injected',
  'javascript:window.__owned=1',
];

function answer(resource: string, data: unknown) {
  server.use(http.get(apiPath(`/medical-record/${resource}`), () => HttpResponse.json({ data })));
}

describe('the boot script with hostile text from the server', () => {
  it('makes no markup from it and shows it as it came', async () => {
    const [name, second, third, fourth, fifth] = hostile;
    answer('personal-information', [{ name, date_birth: '1990-04-12', gender: 'feminino' }]);
    answer('allergies', [{ name: second, reaction: third, severity: 'Severa' }]);
    answer('contacts', [{ name: fourth, relationship: fifth, phone: '11987654321' }]);
    answer('medicines', [{ name: third, dosage: second, status: 'Ativo' }]);
    const state = await bootState(DEMO_CARDS.full);
    const card = paintNode(
      summaryCard(emergencySummary(state), true, bootTranslate(bootWordsIn('pt'), 'pt')),
      document,
      () => undefined,
    ) as HTMLElement;
    document.body.append(card);

    expectPlainMarkup(card);
    const hrefs = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.slice(0, 2)).toEqual(['tel:+5511987654321', 'https://wa.me/5511987654321']);
    // The message to the family: the same number, the text only in the address's query.
    expect(hrefs.slice(2).map((href) => href?.slice(0, href.indexOf('?')))).toEqual([
      'https://wa.me/5511987654321',
      'sms:+5511987654321',
    ]);
    for (const text of hostile) expect(card.textContent).toContain(text);
    expect((window as { __owned?: number }).__owned).toBeUndefined();
    card.remove();
  });
});

describe('the boot words', () => {
  /** The words the summary looks up, noted by a `t` that keeps each key. */
  function keysOf(state: RecordState): string[] {
    const keys: string[] = [];
    const noting = (key: string, options: Record<string, string | number> = {}) => {
      // A count picks a plural form; every language has at least `_other`.
      keys.push(typeof options.count === 'number' ? `${key}_other` : key);
      return String(options.defaultValue ?? key);
    };
    summaryCard(emergencySummary(state), true, noting);
    summaryCard(emergencySummary(state), false, noting);
    return keys;
  }

  it('hold every word the summary says, in every language, loaded, loading, failed or retrying', async () => {
    const loaded = await bootState(DEMO_CARDS.full);
    const failed = Object.fromEntries(
      recordResourceNames.map((resource) => [
        resource,
        toSectionRead(resource, { status: 503, text: '' }),
      ]),
    ) as RecordState;
    const all = (status: 'loading' | 'retrying') =>
      Object.fromEntries(
        recordResourceNames.map((resource) => [resource, { status }]),
      ) as RecordState;
    const keys = new Set([
      ...keysOf(loaded),
      ...keysOf(failed),
      ...keysOf(all('retrying')),
      // Each part waiting in its own place, once the summary shows.
      ...keysOf(all('loading')),
    ]);
    expect(keys.size).toBeGreaterThan(20);
    for (const language of languages) {
      expect(
        [...keys].filter((key) => !(key in bootWordsIn(language))),
        language,
      ).toEqual([]);
    }
  });

  it("carry the summary's in Portuguese only, and the frame's and header's in every language", () => {
    expect(words[INLINE_LANGUAGE]).toEqual(bootWordsIn(INLINE_LANGUAGE));
    for (const language of languages.filter((other) => other !== INLINE_LANGUAGE)) {
      expect(Object.keys(words[language]).sort(), language).toEqual(
        [...frameWordKeys, ...headerWordKeys].sort(),
      );
    }
  });
});
