// Build-time side of the public pages' files (runs in Node, from vite.config.ts): robots.txt,
// sitemap.xml, and the Portuguese home page's share tags in index.html, for the crawlers and link
// previews that read index.html without running the app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fallbackLanguage } from '../src/i18n/languages.ts';
import { robotsTxt, SHARE_ATTRIBUTE, shareTags, sitemapXml } from '../src/lib/publicPages.ts';

interface CommonWords {
  app: { name: string };
  share: { descriptions: { home: string }; imageAlt: string };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags as HTML, each marked as a share tag. */
function defaultTags(root: string, siteUrl: string | undefined): string {
  const words = JSON.parse(
    readFileSync(join(root, `src/i18n/locales/${fallbackLanguage}/common.json`), 'utf8'),
  ) as CommonWords;
  const tags = shareTags(
    {
      siteName: words.app.name,
      title: words.app.name,
      description: words.share.descriptions.home,
      imageAlt: words.share.imageAlt,
    },
    fallbackLanguage,
    siteUrl,
  );
  return tags
    .map(({ tag, attrs }) => {
      const pairs = Object.entries(attrs).map(
        ([name, value]) => `${name}="${escapeAttribute(value)}"`,
      );
      return `<${tag} ${pairs.join(' ')} ${SHARE_ATTRIBUTE} />`;
    })
    .join('\n    ');
}

/**
 * robots.txt always; sitemap.xml only with an absolute site URL (a sitemap lists absolute
 * addresses only), and then robots.txt names it.
 */
export function siteFilesPlugin(root: string, siteUrl: string | undefined): Plugin {
  const files: Record<string, string> = {
    'robots.txt': robotsTxt(siteUrl),
    ...(siteUrl ? { 'sitemap.xml': sitemapXml(siteUrl) } : {}),
  };
  return {
    name: 'site-files',
    // Right after the title: early in the file, before the inline styles and the boot script, for
    // the link previews that read only the start of a page.
    transformIndexHtml(html) {
      if (!html.includes('</title>')) throw new Error('index.html has no <title> to follow');
      return html.replace('</title>', `</title>\n    ${defaultTags(root, siteUrl)}`);
    },
    configureServer(server) {
      for (const [fileName, source] of Object.entries(files)) {
        server.middlewares.use(`/${fileName}`, (_req, res) => {
          res.setHeader(
            'Content-Type',
            fileName.endsWith('.xml') ? 'application/xml' : 'text/plain; charset=utf-8',
          );
          res.end(source);
        });
      }
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
