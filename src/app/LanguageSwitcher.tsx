import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '../components/usePopover';
import { languageNames, languages, toLanguage, type Language } from '../i18n/languages';

const tones = {
  dark: {
    toggle: 'border-white/40 bg-header text-white hover:bg-white/10',
    list: 'absolute right-0 z-40 mt-2 w-44 shadow-lg',
  },
  light: {
    toggle: 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
    list: 'mt-2',
  },
} as const;

/**
 * The language choice: a button opens the list of languages, each named in its own language, and
 * only a click (or Enter) on one of them changes the page's language, so that moving through the
 * choices with the keyboard never changes the page under the reader.
 */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: keyof typeof tones }) {
  const { t, i18n } = useTranslation();
  const { open, setOpen, root, button: toggle } = usePopover();
  const listId = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  function choose(language: Language) {
    setOpen(false);
    toggle.current?.focus();
    if (language !== current) void i18n.changeLanguage(language);
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`rounded-md border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${tones[tone].toggle}`}
      >
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={current}>{languageNames[current]}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label={t('language.label')}
          className={`overflow-hidden rounded-xl bg-white py-1 ring-1 ring-slate-200 ${tones[tone].list}`}
        >
          {languages.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => choose(language)}
                className="flex w-full items-center justify-between px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=true]:font-semibold"
              >
                {languageNames[language]}
                {language === current ? <span aria-hidden="true">✓</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
