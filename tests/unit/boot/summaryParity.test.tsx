// The boot script and the app paint the same emergency summary: same markup, same text, same
// links, for every seeded record in every language.
import { screen, within } from '@testing-library/react';
import { bootWordsIn } from '../support/bootWords';
import { describe, expect, it } from 'vitest';
import { bootTranslate } from '@/boot/bootWords';
import { emergencySummary } from '@/recordReading/emergencySummary';
import { summaryCard } from '@/recordReading/summaryTree';
import { summarySettled } from '@/recordReading/summaryReveal';
import { paintNode } from '@/recordReading/viewNode';
import { languages, type Language } from '@/i18n/languages';
import { i18n } from '@/i18n/setup';
import { DEMO_CARDS, OTHER_CARD } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { definitionOf, summaryPart, viewPath } from '../support/recordView';
import { bootState } from '../support/bootState';

const cards = [...Object.values(DEMO_CARDS), OTHER_CARD];

/** The summary as the boot script paints it, from its own reads. */
async function bootSummary(card: string, language: Language): Promise<HTMLElement> {
  const summary = emergencySummary(await bootState(card));
  const t = bootTranslate(bootWordsIn(language), language);
  const painted = paintNode(summaryCard(summary, summarySettled(summary), t), document, () => {});
  return painted as HTMLElement;
}

/** The summary as the app shows it once the page says every read has ended. */
async function appSummary(card: string, language: Language): Promise<HTMLElement> {
  const { unmount } = await renderApp(viewPath(card), language);
  await i18n.loadNamespaces('recordView');
  await screen.findByText(i18n.t('recordView:loaded'), {}, { timeout: 10_000 });
  const summary = screen.getByRole('region', { name: i18n.t('recordView:summary.title') });
  const copy = summary.cloneNode(true) as HTMLElement;
  unmount();
  // What only the app offers sits in a slot the boot page keeps empty; all else is the same.
  for (const slot of copy.querySelectorAll('[data-app-slot]')) slot.replaceChildren();
  return copy;
}

/** Every link of a summary, shown or not, as text and address: a readable first difference. */
const links = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the boot script and the app show one emergency summary', () => {
  for (const language of languages) {
    it(`in ${language}, for every seeded record`, async () => {
      for (const card of cards) {
        const boot = await bootSummary(card, language);
        const app = await appSummary(card, language);
        expect(boot.textContent).toBe(app.textContent);
        expect(links(boot)).toEqual(links(app));
        // The same markup, not only what a user perceives of it.
        expect(boot.outerHTML).toBe(app.outerHTML);
      }
    });
  }

  it('shows a patient name and blood type for the full record', async () => {
    const boot = await bootSummary(DEMO_CARDS.full, 'pt');
    expect(definitionOf(boot, 'Paciente')).toHaveTextContent('Maria Helena Souza');
    expect(definitionOf(boot, 'Tipo sanguíneo')).toHaveTextContent(/^O\+$/);
    expect(within(summaryPart(boot, 'Alergias')).getAllByRole('listitem')).not.toHaveLength(0);
  });
});
