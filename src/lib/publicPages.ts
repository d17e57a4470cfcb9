// The public pages: the ones search engines may list and people share. Everything a page tells
// them (sitemap, canonical address, language alternates, Open Graph and Twitter tags) is built
// here, from plain data, for the build (index.html, sitemap.xml, robots.txt) and the app alike.
import { languages, languageTags, type Language } from '../i18n/languages.ts';
import { paths } from './paths.ts';

/** The head tags the app replaces page by page; index.html's defaults carry it too. */
export const SHARE_ATTRIBUTE = 'data-share';

/** Each public page: its path and the i18n key of its description. */
export const publicPages = {
  home: { path: paths.home, descriptionKey: 'share.descriptions.home' },
  plans: { path: paths.plans, descriptionKey: 'share.descriptions.plans' },
  about: { path: paths.about, descriptionKey: 'share.descriptions.about' },
  terms: { path: paths.terms, descriptionKey: 'legal:descriptions.terms' },
  privacy: { path: paths.privacy, descriptionKey: 'legal:descriptions.privacy' },
} as const;

export type PublicPageName = keyof typeof publicPages;
export type PublicPage = (typeof publicPages)[PublicPageName];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The public page at this address, if it is one. */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = withoutTrailingSlash(pathname);
  return Object.values(publicPages).find((page) => page.path === path);
}

/** Paths no search engine should crawl: the record, its editor, the account and the checkout. */
export const privatePaths = [
  '/prontuario-do-usuario/',
  '/meu-prontuario/',
  paths.myCards,
  paths.profile,
  paths.myArea,
  paths.checkout,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.choosePassword,
] as const;

/** The image made for sharing (scripts/icons.mjs makes it). */
export const shareImage = { path: '/images/share.png', width: 1200, height: 630 } as const;

/** Open Graph's locale of each language (language_TERRITORY). */
export const ogLocales: Record<Language, string> = {
  pt: 'pt_BR',
  en: 'en_US',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
};

/** An `<meta>` or `<link>` of the document head, as attribute pairs. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface ShareWords {
  siteName: string;
  title: string;
  description: string;
  imageAlt: string;
}

/**
 * A site origin that can make absolute addresses (sitemaps, canonical links and Open Graph ask for
 * them), or undefined.
 */
export function absoluteSiteUrl(value: string | undefined): string | undefined {
  const url = (value ?? '').trim().replace(/\/+$/, '');
  return /^https?:\/\/[^/]/i.test(url) ? url : undefined;
}

/** A page's address in a language: the `?lng=` address the language switch also reads. */
export function pageUrl(siteUrl: string, path: string, language?: Language): string {
  return language ? `${siteUrl}${path}?lng=${language}` : `${siteUrl}${path}`;
}

const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: value, content },
});

/**
 * What any public page says when shared: its words, the share image and the language. Without a
 * site URL the image is left out (Open Graph needs an absolute address).
 */
export function shareTags(words: ShareWords, language: Language, siteUrl?: string): HeadTag[] {
  const image = siteUrl
    ? [
        meta('property', 'og:image', `${siteUrl}${shareImage.path}`),
        meta('property', 'og:image:width', String(shareImage.width)),
        meta('property', 'og:image:height', String(shareImage.height)),
        meta('property', 'og:image:alt', words.imageAlt),
        meta('name', 'twitter:image', `${siteUrl}${shareImage.path}`),
        meta('name', 'twitter:image:alt', words.imageAlt),
      ]
    : [];
  return [
    meta('name', 'description', words.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', words.siteName),
    meta('property', 'og:title', words.title),
    meta('property', 'og:description', words.description),
    meta('property', 'og:locale', ogLocales[language]),
    ...languages
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    ...image,
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', words.title),
    meta('name', 'twitter:description', words.description),
  ];
}

/**
 * The tags that name one page's address: its canonical link (and og:url), and its alternates in
 * the five languages, plus `x-default` (the address without `?lng=`, which follows the visitor's
 * own language). The canonical link is the address as visited, `?lng=` or not: each is one of the
 * alternates, and a canonical link pointing at another alternate tells search engines to drop it.
 */
export function addressTags(
  path: string,
  visited: Language | undefined,
  siteUrl: string,
): HeadTag[] {
  const canonical = pageUrl(siteUrl, path, visited);
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    meta('property', 'og:url', canonical),
    ...languages.map((other) => ({
      tag: 'link' as const,
      attrs: {
        rel: 'alternate',
        hreflang: languageTags[other],
        href: pageUrl(siteUrl, path, other),
      },
    })),
    {
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: pageUrl(siteUrl, path) },
    },
  ];
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** sitemap.xml: every public page in every language, each with its alternates. */
export function sitemapXml(siteUrl: string): string {
  const alternates = (path: string) =>
    [
      ...languages.map((other) => [languageTags[other], pageUrl(siteUrl, path, other)] as const),
      ['x-default', pageUrl(siteUrl, path)] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
  const urls = Object.values(publicPages).flatMap(({ path }) =>
    languages.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, path, language))}</loc>\n${alternates(path)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public pages open, the private paths closed, and the sitemap when there is one. */
export function robotsTxt(siteUrl?: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    ...(siteUrl ? ['', `Sitemap: ${siteUrl}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
