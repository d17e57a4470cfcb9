import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, toLanguage } from '../i18n/languages';

export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const colours =
    tone === 'dark'
      ? 'border-white/40 bg-header text-white'
      : 'border-slate-300 bg-white text-slate-900';

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className={`rounded-md border px-2 py-1.5 text-sm ${colours}`}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
