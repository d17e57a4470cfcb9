import { useTranslation } from 'react-i18next';

export interface NavSection {
  id: string;
  label: string;
}

/** The profile's section links; the active one follows scrolling. */
export function SectionNav({ sections, active }: { sections: NavSection[]; active: string }) {
  const { t } = useTranslation('account');

  function goTo(id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <nav
      aria-label={t('profile.sections')}
      className="sticky top-0 z-10 -mx-4 bg-slate-50/95 px-4 py-3 backdrop-blur lg:top-6 lg:mx-0 lg:self-start lg:bg-transparent lg:p-0"
    >
      <ul className="flex gap-2 lg:flex-col">
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={active === id ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                goTo(id);
              }}
              className={`block rounded-full px-4 py-2 text-sm font-medium lg:rounded-lg ${
                active === id
                  ? 'bg-brand-700 text-white'
                  : 'text-slate-800 ring-1 ring-slate-300 hover:bg-white lg:ring-0'
              }`}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
