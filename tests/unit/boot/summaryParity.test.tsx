// The boot script and the app paint the same emergency summary: same markup, same text, same
// links, for every seeded record in every language.
import { waitFor } from '@testing-library/react';
import words from 'virtual:boot-words';
import { describe, expect, it } from 'vitest';
import { bootTranslate } from '../../../src/boot/bootWords';
import { emergencySummary } from '../../../src/features/record/view/emergencySummary';
import { summaryCard, summarySettled } from '../../../src/features/record/view/summaryTree';
import { paintNode } from '../../../src/features/record/view/viewNode';
import { languages, type Language } from '../../../src/i18n/languages';
import { DEMO_CARDS, OTHER_CARD } from '../../../src/mocks/seed';
import { renderApp } from '../renderApp';
import { viewPath } from '../record/viewHelpers';
import { bootState } from './bootState';

const cards = [...Object.values(DEMO_CARDS), OTHER_CARD];

/** The summary as the boot script paints it, from its own reads. */
async function bootSummary(card: string, language: Language): Promise<HTMLElement> {
  const summary = emergencySummary(await bootState(card));
  const t = bootTranslate(words[language], language);
  const painted = paintNode(summaryCard(summary, summarySettled(summary), t), document, () => {});
  return painted as HTMLElement;
}

/** The summary as the app shows it once every read has ended. */
async function appSummary(card: string, language: Language): Promise<HTMLElement> {
  const { container, unmount } = await renderApp(viewPath(card), language);
  const summary = await waitFor(
    () => {
      expect(container.querySelector('[data-record-loaded="true"]')).not.toBeNull();
      const section = container.querySelector('section[aria-labelledby="resumo-emergencia"]');
      expect(section).not.toBeNull();
      return section?.cloneNode(true) as HTMLElement;
    },
    { timeout: 10_000 },
  );
  unmount();
  return summary;
}

const links = (root: HTMLElement) =>
  [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('the boot script and the app show one emergency summary', () => {
  for (const language of languages) {
    it(`in ${language}, for every seeded record`, async () => {
      for (const card of cards) {
        const boot = await bootSummary(card, language);
        const app = await appSummary(card, language);
        expect(boot.textContent).toBe(app.textContent);
        expect(links(boot)).toEqual(links(app));
        expect(boot.outerHTML).toBe(app.outerHTML);
      }
    });
  }

  it('shows a patient name and blood type for the full record', async () => {
    const boot = await bootSummary(DEMO_CARDS.full, 'pt');
    expect(boot.querySelector('[data-summary-field="name"]')?.textContent).toBeTruthy();
    expect(boot.querySelector('[data-summary-field="blood-type"]')?.textContent).toBeTruthy();
    expect(boot.querySelectorAll('[data-summary-part="allergies"] li').length).toBeGreaterThan(0);
  });
});
