import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_SCRIPT_HASH_MARK,
  inlineScriptsOf,
  nginxFolderOf,
  RECORD_PRELOADS_MARK,
  siteTemplate,
  writeNginxSite,
} from '../../../build/nginxSite';
import { documentOf, PAGE_DOCUMENT, RECORD_DOCUMENT } from '@/lib/documents';
import { recordReadOrder, summarySections } from '@/recordView/emergencySummary';
import { recordResourceNames } from '@/record';

const root = process.cwd();
const template = readFileSync(join(root, 'deploy/templates/default.conf.template'), 'utf8');
const script = 'console.log("boot")';
const recordScript = 'console.log("record view")';
const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The record view's Link header value in a filled template. */
const preloadsOf = (site: string) => /add_header Link "([^"]+)"/.exec(site)?.[1]?.split(', ') ?? [];

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
  const site = siteTemplate(template, [script], recordReadOrder);

  it('allows exactly the given boot script by its hash, and leaves no mark behind', () => {
    expect(site).not.toContain(BOOT_SCRIPT_HASH_MARK);
    expect(site).not.toContain(RECORD_PRELOADS_MARK);
    const scriptSrc = /script-src ([^;]+);/.exec(site)?.[1];
    expect(scriptSrc).toBe(`'self' ${hashOf(script)}`);
  });

  it("allows both documents' boot scripts, index.html's and the record view's", () => {
    const both = siteTemplate(template, [script, recordScript], recordReadOrder);
    const scriptSrc = /script-src ([^;]+);/.exec(both)?.[1];
    expect(scriptSrc).toBe(`'self' ${hashOf(script)} ${hashOf(recordScript)}`);
  });

  it("preloads every section's read once, the summary's first, on the API's base", () => {
    const preloads = preloadsOf(site);
    const resources = preloads.map(
      (preload) =>
        /^<\$api_base\/medical-record\/([a-z-]+)\?cardNumber=\$code>; rel=preload; as=fetch; crossorigin$/.exec(
          preload,
        )?.[1],
    );
    expect(resources).toEqual(recordReadOrder);
    expect([...resources].sort()).toEqual([...recordResourceNames].sort());
    expect(resources.slice(0, summarySections.length)).toEqual(
      summarySections.map((section) => section.resource),
    );
  });

  it("answers the record view's addresses with its own document, the preloads on its location", () => {
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
    const preloaded = locationsOf(site).find((location) =>
      location.body.includes('add_header Link'),
    );
    expect(preloaded?.document).toBe(`/${RECORD_DOCUMENT}`);
  });

  it('refuses a template that lost a mark, rather than serve a policy without the script', () => {
    const withoutHash = template.replace(BOOT_SCRIPT_HASH_MARK, "'none'");
    expect(() => siteTemplate(withoutHash, [script], recordReadOrder)).toThrow(
      BOOT_SCRIPT_HASH_MARK,
    );
    const withoutPreloads = template.replace(RECORD_PRELOADS_MARK, '');
    expect(() => siteTemplate(withoutPreloads, [script], recordReadOrder)).toThrow(
      RECORD_PRELOADS_MARK,
    );
  });

  it("refuses a template that would let a cache keep the shell worker's file", () => {
    const workerLocation = /location = \/sw\.js \{[^}]*\}/;
    expect(template).toMatch(workerLocation);
    expect(() =>
      siteTemplate(template.replace(workerLocation, ''), [script], recordReadOrder),
    ).toThrow('Cache-Control no-cache');
    const cached = template.replace(workerLocation, (block) =>
      block.replace('"no-cache"', '"public, max-age=3600"'),
    );
    expect(() => siteTemplate(cached, [script], recordReadOrder)).toThrow('Cache-Control no-cache');
  });

  it('refuses a mark written twice, which would fill in a comment too', () => {
    const twice = `# ${RECORD_PRELOADS_MARK}\n${template}`;
    expect(() => siteTemplate(twice, [script], recordReadOrder)).toThrow('2 times');
  });
});

describe('the inline scripts of a built document', () => {
  it('are its boot script; module scripts and data blocks are not inline scripts', () => {
    const html = `<head><script type="application/json" id="boot-assets">{}</script>
      <script>${script}</script><script type="module" src="/assets/index.js"></script></head>`;
    expect(inlineScriptsOf(html)).toEqual([script]);
  });

  it("are the read starter and the boot script in the record view's document", () => {
    const html = `<head><script>start()</script></head><body><script>${recordScript}</script>`;
    expect(inlineScriptsOf(html)).toEqual(['start()', recordScript]);
  });

  it('must be there, and no more than two', () => {
    expect(() => inlineScriptsOf('<head></head>')).toThrow('0 inline scripts');
    expect(() =>
      inlineScriptsOf('<script>a()</script><script>b()</script><script>c()</script>'),
    ).toThrow('3 inline scripts');
  });
});

describe("the build's folder for nginx", () => {
  it('sits next to the output folder', () => {
    expect(nginxFolderOf('/srv/app/dist')).toBe('/srv/app/dist-nginx');
  });

  it('holds the three files of deploy/, the template filled in for the built documents', () => {
    const into = join(mkdtempSync(join(tmpdir(), 'nginx-site-')), 'dist-nginx');
    const page = (inline: string) => `<html><head><script>${inline}</script></head></html>`;
    writeNginxSite(root, into, [page(script), page(recordScript)], recordReadOrder);
    expect(readdirSync(into).sort()).toEqual(['nginx.conf', 'security-headers.conf', 'templates']);
    expect(readFileSync(join(into, 'nginx.conf'), 'utf8')).toBe(
      readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'),
    );
    expect(readFileSync(join(into, 'templates/default.conf.template'), 'utf8')).toBe(
      siteTemplate(template, [script, recordScript], recordReadOrder),
    );
  });
});
