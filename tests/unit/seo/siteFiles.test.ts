import {
  absoluteSiteUrl,
  addressTags,
  publicPages,
  robotsTxt,
  shareTags,
  sitemapXml,
} from '@/lib/publicPages';
import { siteFilesPlugin } from '../../../build/siteFiles';

const site = 'https://prontuario.example';

describe('the sitemap', () => {
  const xml = sitemapXml(site);
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const urls = [...document.getElementsByTagName('url')];

  it('lists every public page in every language, by absolute address, and nothing else', () => {
    const locs = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
    expect(locs).toHaveLength(Object.keys(publicPages).length * 5);
    for (const path of ['/', '/planos', '/sobre-nos', '/termos-de-uso', '/privacidade']) {
      for (const language of ['pt', 'en', 'es', 'de', 'fr']) {
        expect(locs).toContain(`${site}${path}?lng=${language}`);
      }
    }
    expect(xml).not.toMatch(/prontuario-do-usuario|meu-prontuario|meus-cartoes|meu-perfil|login/);
  });

  it('gives each address its five alternates and x-default, as well-formed XML', () => {
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const plans = urls.find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${site}/planos?lng=de`,
    );
    const alternates = [...(plans?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['pt-BR', `${site}/planos?lng=pt`],
      ['en', `${site}/planos?lng=en`],
      ['es', `${site}/planos?lng=es`],
      ['de', `${site}/planos?lng=de`],
      ['fr', `${site}/planos?lng=fr`],
      ['x-default', `${site}/planos`],
    ]);
  });
});

describe('robots.txt', () => {
  it('opens the site and closes the record, the editor, the account and the checkout', () => {
    const lines = robotsTxt(site).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/prontuario-do-usuario/',
      '/meu-prontuario/',
      '/meus-cartoes',
      '/meu-perfil',
      '/minha-area',
      '/configure-seu-pagamento',
      '/login/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const { path } of Object.values(publicPages)) {
      expect(
        lines.filter((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(10))),
      ).toEqual([]);
    }
  });

  it('names the sitemap by its absolute address, and only when there is one', () => {
    expect(robotsTxt(site)).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robotsTxt(undefined)).not.toContain('Sitemap');
  });
});

describe('the site address', () => {
  it('is taken only when absolute, without its trailing slash', () => {
    expect(absoluteSiteUrl(' https://prontuario.example/ ')).toBe(site);
    expect(absoluteSiteUrl('/app')).toBeUndefined();
    expect(absoluteSiteUrl('')).toBeUndefined();
    expect(absoluteSiteUrl(undefined)).toBeUndefined();
  });
});

describe('the head tags', () => {
  const words = {
    siteName: 'Site',
    title: 'Page | Site',
    description: 'About it',
    imageAlt: 'Alt',
  };
  const attrs = (tags: ReturnType<typeof shareTags>) => tags.map((tag) => tag.attrs);

  it('leave out the share image without an absolute site address', () => {
    expect(attrs(shareTags(words, 'pt', undefined))).not.toContainEqual(
      expect.objectContaining({ property: 'og:image' }),
    );
    expect(attrs(shareTags(words, 'pt', site))).toContainEqual({
      property: 'og:image',
      content: `${site}/images/share.png`,
    });
  });

  it('name the address as visited canonical: with ?lng=, or the x-default one without', () => {
    expect(attrs(addressTags('/planos', undefined, site))).toContainEqual({
      rel: 'canonical',
      href: `${site}/planos`,
    });
  });

  it('name the canonical address in the page’s language and x-default without it', () => {
    const tags = attrs(addressTags('/sobre-nos', 'fr', site));
    expect(tags).toContainEqual({ rel: 'canonical', href: `${site}/sobre-nos?lng=fr` });
    expect(tags).toContainEqual({ property: 'og:url', content: `${site}/sobre-nos?lng=fr` });
    expect(tags).toContainEqual({
      rel: 'alternate',
      hreflang: 'x-default',
      href: `${site}/sobre-nos`,
    });
  });
});

describe('index.html, as crawlers that run no script read it', () => {
  const transform = (siteUrl: string | undefined) => {
    const hook = siteFilesPlugin(process.cwd(), siteUrl).transformIndexHtml;
    if (typeof hook !== 'function') throw new Error('the plugin no longer transforms index.html');
    return hook.call(
      {} as never,
      '<head><title>Prontuário Digital</title></head>',
      {} as never,
    ) as string;
  };

  it('carries the Portuguese home page’s description and share tags, after the title', () => {
    const html = transform(site);
    expect(html).toMatch(
      /<\/title>\s*<meta name="description" content="Seu prontuário, a um clique: /,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${site}/images/share.png" data-share />`,
    );
    expect(html).toContain('<meta property="og:locale" content="pt_BR" data-share />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-share />');
  });

  it('names no address of a page: index.html is every path’s answer', () => {
    const html = transform(site);
    expect(html).not.toMatch(/canonical|og:url|hreflang/);
    expect(transform(undefined)).not.toContain('og:image');
  });
});
