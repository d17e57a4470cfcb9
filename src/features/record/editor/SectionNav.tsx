import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { ItemSuffix } from '../fields/ItemSuffix';
import type { SectionDecl } from '../../../record';
import { goToSection } from './sectionAnchors';
import { useActiveSection } from './useActiveSection';

const toggleClass =
  'rounded-full border border-brand-700 bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/**
 * The list of the page's sections: a sticky side menu on wide screens, a full-screen menu behind
 * a "Menu" button on phones. The section in the middle of the viewport is marked current.
 */
export function SectionNav({ sections }: { sections: readonly SectionDecl[] }) {
  const { t } = useTranslation(['recordEditor', 'record']);
  const [active, setActive] = useActiveSection(sections.map((section) => section.id));
  const [menuOpen, setMenuOpen] = useState(false);
  const pending = useRef<string | null>(null);

  // After the phone menu has closed (and handed focus back to its button), go to the choice.
  useEffect(() => {
    if (menuOpen || !pending.current) return;
    goToSection(pending.current);
    pending.current = null;
  }, [menuOpen]);

  function choose(id: string, fromMenu: boolean) {
    setActive(id);
    if (fromMenu) {
      pending.current = id;
      setMenuOpen(false);
    } else {
      goToSection(id);
    }
  }

  const links = (fromMenu: boolean) => (
    <ul className="flex flex-col gap-1">
      {sections.map((section) => {
        const current = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                choose(section.id, fromMenu);
              }}
              className={`block rounded-lg border-l-4 px-3 py-2 text-sm font-medium ${
                current
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-transparent text-slate-800 hover:bg-slate-100'
              }`}
            >
              {t(`record:sections.${section.id}.title`)}
            </a>
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className="sticky top-4 hidden max-h-[calc(100vh-2rem)] self-start overflow-y-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 md:block"
      >
        {links(false)}
      </nav>

      <div className="sticky top-0 z-20 -mx-4 flex justify-end bg-slate-50/95 px-4 py-2 md:hidden">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          className={toggleClass}
        >
          {t('nav.open')}
          {/* The site's own menu button is also "Menu": the hidden words tell them apart. */}
          <ItemSuffix text={t('nav.label')} />
        </button>
      </div>

      {menuOpen ? (
        <Dialog
          title={t('nav.label')}
          hideTitle
          onClose={() => setMenuOpen(false)}
          placement="side"
          className="w-full! max-w-none! overflow-y-auto"
        >
          <div className="flex justify-end pb-4">
            <button type="button" onClick={() => setMenuOpen(false)} className={toggleClass}>
              {t('nav.close')}
            </button>
          </div>
          <nav aria-label={t('nav.label')}>{links(true)}</nav>
        </Dialog>
      ) : null}
    </>
  );
}
