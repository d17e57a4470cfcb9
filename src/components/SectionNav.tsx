import { useEffect, useRef, useState } from 'react';
import { Dialog } from './Dialog';
import { useActiveSection } from './useActiveSection';

export interface NavSection {
  id: string;
  label: string;
}

const looks = {
  /** A row of pills stuck to the top on phones, a list beside the page on wide screens. */
  pills: {
    nav: 'sticky top-0 z-10 -mx-4 bg-slate-50/95 px-4 py-3 backdrop-blur lg:top-6 lg:mx-0 lg:self-start lg:bg-transparent lg:p-0',
    list: 'flex gap-2 lg:flex-col',
    link: 'block rounded-full px-4 py-2 text-sm font-medium lg:rounded-lg',
    // Told apart by more than colour: weight and an underline on phones, a bar on wide screens.
    current:
      'bg-brand-700 font-semibold text-white underline decoration-2 underline-offset-4 lg:border-l-4 lg:border-brand-900 lg:no-underline',
    other:
      'text-slate-800 ring-1 ring-slate-300 hover:bg-white lg:border-l-4 lg:border-transparent',
  },
  /** A sticky side menu on wide screens; on phones a full-screen menu behind a button. */
  menu: {
    nav: 'sticky top-4 hidden max-h-[calc(100vh-2rem)] self-start overflow-y-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 md:block',
    list: 'flex flex-col gap-1',
    link: 'block rounded-lg border-l-4 px-3 py-2 text-sm font-medium',
    current: 'border-brand-700 bg-brand-50 text-brand-900',
    other: 'border-transparent text-slate-800 hover:bg-slate-100',
  },
} as const;

const toggleClass =
  'rounded-full border border-brand-700 bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

const sectionItself = (sectionId: string) => sectionId;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls a section into view and moves the focus into it, so keyboard users follow. */
function goToSection(sectionId: string, focusId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  // jsdom has no scrollIntoView.
  section.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  document.getElementById(focusId)?.focus({ preventScroll: true });
}

export type SectionNavProps = {
  /** The navigation's name. */
  label: string;
  sections: readonly NavSection[];
  /** Where a section's top counts as reached, in px from the top; the viewport's middle by default. */
  activeLine?: number;
  /** The element of a section that takes the focus when it is chosen; the section by default. */
  focusIdOf?: (sectionId: string) => string;
} & ({ look: 'pills' } | { look: 'menu'; openLabel: string; closeLabel: string });

/**
 * The links to a page's sections; the one being read is marked current as the page scrolls, and
 * the one chosen is scrolled to and takes the focus.
 */
export function SectionNav(props: SectionNavProps) {
  const { label, sections, activeLine, focusIdOf = sectionItself } = props;
  const look = looks[props.look];
  const [active, setActive] = useActiveSection(
    sections.map((section) => section.id),
    activeLine,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const pending = useRef<string | null>(null);

  // After the phone menu has closed (and handed focus back to its button), go to the choice.
  useEffect(() => {
    if (menuOpen || !pending.current) return;
    goToSection(pending.current, focusIdOf(pending.current));
    pending.current = null;
  }, [menuOpen, focusIdOf]);

  function choose(id: string, fromMenu: boolean) {
    setActive(id);
    if (fromMenu) {
      pending.current = id;
      setMenuOpen(false);
    } else {
      goToSection(id, focusIdOf(id));
    }
  }

  const links = (fromMenu: boolean) => (
    <ul className={look.list}>
      {sections.map(({ id, label: text }) => {
        const current = id === active;
        return (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                choose(id, fromMenu);
              }}
              className={`${look.link} ${current ? look.current : look.other}`}
            >
              {text}
            </a>
          </li>
        );
      })}
    </ul>
  );

  const nav = (
    <nav aria-label={label} className={look.nav}>
      {links(false)}
    </nav>
  );
  if (props.look === 'pills') return nav;

  return (
    <>
      {nav}
      <div
        data-section-menu-bar
        className="sticky top-0 z-20 -mx-4 flex justify-end border-b border-slate-200 bg-slate-50 px-4 py-2 md:hidden"
      >
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          className={toggleClass}
        >
          {/* The site's own menu button is also "Menu": the hidden words tell them apart. */}
          {`${props.openLabel} `}
          <span className="sr-only">({label})</span>
        </button>
      </div>

      {menuOpen ? (
        <Dialog
          title={label}
          hideTitle
          onClose={() => setMenuOpen(false)}
          placement="side"
          className="w-full! max-w-none! overflow-y-auto"
        >
          <div className="flex justify-end pb-4">
            <button type="button" onClick={() => setMenuOpen(false)} className={toggleClass}>
              {props.closeLabel}
            </button>
          </div>
          <nav aria-label={label}>{links(true)}</nav>
        </Dialog>
      ) : null}
    </>
  );
}
