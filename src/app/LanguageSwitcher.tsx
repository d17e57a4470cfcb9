import { useTranslation } from 'react-i18next';
import { MenuButton, menuItemClass } from '../components/MenuButton';
import { languageNames, languages, toLanguage, type Language } from '../i18n/languages';
import { headerClasses } from '../styles/headerClasses';

const tones = {
  /** In the header, as the boot script paints it too (src/boot/frame.ts). */
  dark: { toggle: headerClasses.languageToggle, list: headerClasses.languageList },
  light: {
    toggle:
      'rounded-md border px-3 py-1.5 text-sm font-medium whitespace-nowrap border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
    list: '',
  },
} as const;

/**
 * The language choice: a button opens the list of languages, each named in its own language, and
 * only a click (or Enter) on one of them changes the page's language, so that moving through the
 * choices with the keyboard never changes the page under the reader.
 */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: keyof typeof tones }) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <MenuButton
      label={
        <>
          <span className="sr-only">{t('language.label')}: </span>
          <span lang={current}>{languageNames[current]}</span>
        </>
      }
      listLabel={t('language.label')}
      buttonClassName={tones[tone].toggle}
      listClassName={tones[tone].list}
    >
      {(close) =>
        languages.map((language: Language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                close(true);
                if (language !== current) void i18n.changeLanguage(language);
              }}
              className={`flex items-center justify-between aria-[current=true]:font-semibold ${menuItemClass}`}
            >
              {languageNames[language]}
              {language === current ? <span aria-hidden="true">✓</span> : null}
            </button>
          </li>
        ))
      }
    </MenuButton>
  );
}
