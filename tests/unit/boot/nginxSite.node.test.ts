import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_SCRIPT_HASH_MARK,
  inlineScriptsOf,
  nginxFolderOf,
  siteTemplate,
  writeNginxSite,
} from '../../../build/nginxSite';
import { documentOf, PAGE_DOCUMENT, RECORD_DOCUMENT } from '@/lib/documents';

const root = process.cwd();
const template = readFileSync(join(root, 'deploy/templates/default.conf.template'), 'utf8');
const script = 'console.log("boot")';
const recordScript = 'console.log("record view")';
const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A PCRE pattern's `(?i:text)` groups as JavaScript reads them: the text in any case. */
const withoutCaseGroups = (pattern: string) =>
  pattern.replace(/\(\?i:([^()]*)\)/g, (_, text: string) =>
    [...text]
      .map((char) => (/[a-z]/i.test(char) ? `[${char.toLowerCase()}${char.toUpperCase()}]` : char))
      .join(''),
  );

/** The template's regular-expression locations, in order, with the document they try. */
function locationsOf(site: string) {
  return [...site.matchAll(/location (~\*?) (?:"([^"]+)"|(\S+)) \{([^}]*)\}/g)].map(
    ([, kind, quoted, bare, body = '']) => ({
      pattern: new RegExp(withoutCaseGroups(quoted ?? bare ?? ''), kind === '~*' ? 'i' : ''),
      body,
      document: /try_files (\/\S+\.html) =404;/.exec(body)?.[1],
    }),
  );
}

/** The document nginx answers a page's path with: its first matching location's, else index.html. */
const nginxDocumentOf = (site: string, path: string) =>
  locationsOf(site).find((location) => location.pattern.test(path))?.document ?? '/index.html';

describe("the site's template as the build fills it in", () => {
  const site = siteTemplate(template, [script]);

  it('allows exactly the given boot script by its hash, and leaves no mark behind', () => {
    expect(site).not.toContain(BOOT_SCRIPT_HASH_MARK);
    expect(site).not.toContain('$build_');
    const scriptSrc = /script-src ([^;]+);/.exec(site)?.[1];
    expect(scriptSrc).toBe(`'self' ${hashOf(script)}`);
  });

  it("allows both documents' boot scripts, index.html's and the record view's", () => {
    const both = siteTemplate(template, [script, recordScript]);
    const scriptSrc = /script-src ([^;]+);/.exec(both)?.[1];
    expect(scriptSrc).toBe(`'self' ${hashOf(script)} ${hashOf(recordScript)}`);
  });

  it("answers the record view's addresses with its own document, never indexed nor stored", () => {
    const pages = [
      `/prontuario-do-usuario/ABC123XYZ`,
      `/PRONTUARIO-DO-USUARIO/ABC123XYZ/`,
      '/prontuario-do-usuario/abc-123-xyz',
      '/prontuario-do-usuario/ABC12',
      '/prontuario-do-usuario/',
      '/prontuario-do-usuario/ABC123XYZ/extra',
      '/meu-prontuario/ABC123XYZ',
      '/redefinir-senha',
      '/planos',
      '/',
    ];
    for (const path of pages) {
      expect(nginxDocumentOf(site, path), path).toBe(`/${documentOf(path)}`);
    }
    expect(documentOf('/prontuario-do-usuario/ABC123XYZ')).toBe(RECORD_DOCUMENT);
    expect(documentOf('/planos')).toBe(PAGE_DOCUMENT);
    const recordView = locationsOf(site).filter(
      (location) => location.document === `/${RECORD_DOCUMENT}`,
    );
    expect(recordView.length).toBeGreaterThan(0);
    for (const { body } of recordView) {
      expect(body).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
      expect(body).toContain('add_header Cache-Control "no-store" always;');
    }
  });

  it("sends no Link header: the record view's first script sends its reads itself", () => {
    expect(template).not.toMatch(/add_header\s+Link\b/i);
  });

  it('refuses a template that lost its mark, rather than serve a policy without the script', () => {
    const withoutHash = template.replace(BOOT_SCRIPT_HASH_MARK, "'none'");
    expect(() => siteTemplate(withoutHash, [script])).toThrow(BOOT_SCRIPT_HASH_MARK);
  });

  it("refuses a template that would let a cache keep the shell worker's file", () => {
    const workerLocation = /location = \/sw\.js \{[^}]*\}/;
    expect(template).toMatch(workerLocation);
    expect(() => siteTemplate(template.replace(workerLocation, ''), [script])).toThrow(
      'Cache-Control no-cache',
    );
    const cached = template.replace(workerLocation, (block) =>
      block.replace('"no-cache"', '"public, max-age=3600"'),
    );
    expect(() => siteTemplate(cached, [script])).toThrow('Cache-Control no-cache');
  });

  it('refuses a mark written twice, which would fill in a comment too', () => {
    const twice = `# ${BOOT_SCRIPT_HASH_MARK}\n${template}`;
    expect(() => siteTemplate(twice, [script])).toThrow('2 times');
  });
});

describe('the inline scripts of a built document', () => {
  it('are its boot script; module scripts and data blocks are not inline scripts', () => {
    const html = `<head><script type="application/json" id="boot-assets">{}</script>
      <script>${script}</script><script type="module" src="/assets/index.js"></script></head>`;
    expect(inlineScriptsOf(html)).toEqual([script]);
  });

  it("are the read starter, the asset starter and the boot script in the record view's document", () => {
    const html = `<head><script>start()</script><script>preload()</script></head><body><script>${recordScript}</script>`;
    expect(inlineScriptsOf(html)).toEqual(['start()', 'preload()', recordScript]);
  });

  it('must be there, and no more than three', () => {
    expect(() => inlineScriptsOf('<head></head>')).toThrow('0 inline scripts');
    expect(() => inlineScriptsOf('<script>a()</script>'.repeat(4))).toThrow('4 inline scripts');
  });
});

describe("the build's folder for nginx", () => {
  it('sits next to the output folder', () => {
    expect(nginxFolderOf('/srv/app/dist')).toBe('/srv/app/dist-nginx');
  });

  it('holds the three files of deploy/, the template filled in for the built documents', () => {
    const into = join(mkdtempSync(join(tmpdir(), 'nginx-site-')), 'dist-nginx');
    const page = (inline: string) => `<html><head><script>${inline}</script></head></html>`;
    writeNginxSite(root, into, [page(script), page(recordScript)]);
    expect(readdirSync(into).sort()).toEqual(['nginx.conf', 'security-headers.conf', 'templates']);
    expect(readFileSync(join(into, 'nginx.conf'), 'utf8')).toBe(
      readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'),
    );
    expect(readFileSync(join(into, 'templates/default.conf.template'), 'utf8')).toBe(
      siteTemplate(template, [script, recordScript]),
    );
  });
});
