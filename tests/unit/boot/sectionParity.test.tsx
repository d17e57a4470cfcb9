// The boot script and the app paint the same sections of the record below the summary: same
// markup, same text, same links, for every seeded record in every language.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootTranslate } from '@/boot/bootWords';
import { languages, type Language } from '@/i18n/languages';
import { i18n } from '@/i18n/setup';
import { storageBaseUrl } from '@/lib/env';
import { DEMO_CARDS, OTHER_CARD } from '@/mocks/seed';
import { sectionsOfView } from '@/recordReading/recordState';
import { contentsOf, recordContents, sectionCard } from '@/recordReading/sectionTree';
import { paintNode, type ViewNode } from '@/recordReading/viewNode';
import { bootState } from '../support/bootState';
import { recordWordsIn } from '../support/bootWords';
import { renderApp } from '../support/renderApp';
import { viewPath } from '../support/recordView';

const cards = [...Object.values(DEMO_CARDS), OTHER_CARD];

const painted = (node: ViewNode) => {
  const built = paintNode(node, document, () => {});
  return built instanceof Element ? [built.outerHTML] : [];
};

/** The contents and the sections as the boot script paints them, from its own reads. */
async function bootSections(card: string, language: Language) {
  const views = sectionsOfView(await bootState(card));
  const t = bootTranslate(recordWordsIn(language), language);
  return {
    contents: painted(recordContents(contentsOf(views), t)),
    sections: views.flatMap((view) =>
      painted(sectionCard(view, { t, storageBase: storageBaseUrl })),
    ),
  };
}

/** The same as the app shows them once the page says every read has ended. */
async function appSections(card: string, language: Language) {
  const { unmount } = await renderApp(viewPath(card), language);
  await i18n.loadNamespaces('recordView');
  await screen.findByText(i18n.t('recordView:loaded'), {}, { timeout: 10_000 });
  const contents = screen.queryAllByRole('navigation', {
    name: i18n.t('recordView:contents.title'),
  });
  const sections = screen
    .queryAllByRole('region')
    .filter((region) => region.getAttribute('aria-labelledby')?.startsWith('secao-'));
  const shown = {
    contents: contents.map((nav) => nav.outerHTML),
    sections: sections.map((section) => section.outerHTML),
  };
  unmount();
  return shown;
}

describe('the boot script and the app show the same sections', () => {
  for (const language of languages) {
    it(`in ${language}, for every seeded record`, async () => {
      for (const card of cards) {
        const boot = await bootSections(card, language);
        const app = await appSections(card, language);
        expect(boot).toEqual(app);
        if (card === DEMO_CARDS.full) expect(boot.sections).not.toHaveLength(0);
      }
    });
  }
});
