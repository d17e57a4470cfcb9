import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionDecl } from '@/record';
import { sectionTitle } from '../model/recordContent';
import { hasContent, type ViewSection } from '@/recordReading/recordState';

/** The id of a section's heading on the view, which its entry in the contents jumps to. */
export const viewHeadingId = (section: SectionDecl) => `secao-${section.id}`;

/** The sections a reader can jump to: those the page shows or is loading (not an empty one). */
export function contentsOf(sections: ViewSection[]) {
  return sections.filter(hasContent).map(({ section }) => section);
}

/**
 * Takes the reader to a section's heading, which takes the focus so that a screen reader and the
 * keyboard carry on from there; the address does not change, so nothing counts as a navigation.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, headingId: string) {
  event.preventDefault();
  // A section still loading has no heading yet: its link waits for it.
  document.getElementById(headingId)?.focus();
}

/** "Neste prontuário": a link to each section below the summary, wrapping on a phone. */
export function RecordContents({ sections }: { sections: SectionDecl[] }) {
  const { t } = useTranslation(['recordView', 'record']);
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby="conteudo-prontuario" className="print:hidden">
      <p
        id="conteudo-prontuario"
        className="text-sm font-bold tracking-wide text-slate-700 uppercase"
      >
        {t('contents.title')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {sections.map((section) => {
          const id = viewHeadingId(section);
          return (
            <li key={section.id}>
              <a
                href={`#${id}`}
                onClick={(event) => jump(event, id)}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-slate-50"
              >
                {sectionTitle(section, t)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
