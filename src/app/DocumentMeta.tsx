import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { isSupported, languageTags, toLanguage } from '../i18n/languages';
import { publicSiteUrl } from '../lib/env';
import {
  absoluteSiteUrl,
  addressTags,
  publicPageAt,
  SHARE_ATTRIBUTE,
  shareTags,
  type HeadTag,
} from '../lib/publicPages';
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

/** Replaces the share tags of the head (index.html's defaults first) with these. */
function setShareTags(tags: HeadTag[]) {
  for (const old of document.head.querySelectorAll(`[${SHARE_ATTRIBUTE}]`)) old.remove();
  for (const { tag, attrs } of tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(SHARE_ATTRIBUTE, '');
    document.head.append(element);
  }
}

/**
 * `<html lang>`, the page title and the robots/referrer policy follow the language and route; a
 * public page also gets its description, canonical address, language alternates and share tags,
 * and any other page none.
 */
export function DocumentMeta() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const lng = new URLSearchParams(search).get('lng') ?? undefined;
  const visitedLanguage = isSupported(lng) ? toLanguage(lng) : undefined;
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1) as RouteHandle | undefined;
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const publicPage = handle?.noindex ? undefined : publicPageAt(pathname);

  useEffect(() => {
    document.documentElement.lang = languageTags[language];
    const page = handle ? t(handle.titleKey) : '';
    const title = page ? `${page} | ${t('app.name')}` : t('app.name');
    document.title = title;
    setMeta('robots', handle?.noindex ? 'noindex, nofollow' : null);
    setMeta('referrer', handle?.noReferrer ? 'no-referrer' : null);
    if (!publicPage) {
      setShareTags([]);
      return;
    }
    const siteUrl = absoluteSiteUrl(publicSiteUrl());
    const words = {
      siteName: t('app.name'),
      title,
      description: t(publicPage.descriptionKey),
      imageAlt: t('share.imageAlt'),
    };
    setShareTags([
      ...shareTags(words, language, siteUrl),
      ...(siteUrl ? addressTags(publicPage.path, visitedLanguage, siteUrl) : []),
    ]);
  }, [handle, language, publicPage, t, visitedLanguage]);

  return null;
}
