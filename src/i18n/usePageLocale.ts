import { useTranslation } from 'react-i18next';
import { languageTags, toLanguage } from './languages';

/** The BCP 47 tag of the page's language, for Intl's formats. */
export function usePageLocale(): string {
  const { i18n } = useTranslation();
  return languageTags[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
}
