import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { languageTags, toLanguage } from '../i18n/languages';
import { isRouteHandle, type RouteHandle } from './routeHandle';

function setMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** `<html lang>`, the page title and the robots/referrer policy follow the language and route. */
export function DocumentMeta() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1) as RouteHandle | undefined;
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  useEffect(() => {
    document.documentElement.lang = languageTags[language];
    const page = handle ? t(handle.titleKey) : '';
    document.title = page ? `${page} | ${t('app.name')}` : t('app.name');
    setMeta('robots', handle?.noindex ? 'noindex, nofollow' : null);
    setMeta('referrer', handle?.noReferrer ? 'no-referrer' : null);
  }, [handle, language, t]);

  return null;
}
