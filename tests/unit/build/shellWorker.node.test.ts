// The app shell's worker as the build configures it: in a build against an API only, and its
// precache kept to what the record view's first paint asks for.
import type { Plugin, UserConfig } from 'vite';
import { firstPaintFiles, firstPaintManifest } from '../../../build/firstPaint';
import {
  answerWithRecordDocument,
  keepOnlyAppFiles,
  NOT_A_PAGE,
  RECORD_VIEW_NAVIGATION,
  RECORD_VIEW_REQUEST,
} from '../../../build/shellWorker';
import { documentOf, RECORD_DOCUMENT } from '@/lib/documents';
import viteConfig from '../../../vite.config';

const builtPage = `<html><head>
    <script type="application/json" id="boot-assets">${JSON.stringify({
      record: ['/assets/RecordViewPage-r1.js', '/assets/useRecordReads-r2.js'],
      copy: ['/assets/CopiedSummary-c1.js'],
      words: {
        pt: { common: '/assets/common-p1.js', recordView: '/assets/recordView-p2.js' },
        en: { common: '/assets/common-e1.js', record: '/assets/record-e3.js' },
      },
    })}</script>
    <script>boot()</script>
    <style>body{}</style>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-i1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/start-s1.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-s2.js">
  </head><body><div id="root"></div></body></html>`;

const firstPaint = [
  'index.html',
  'record.html',
  'assets/index-i1.js',
  'assets/start-s1.js',
  'assets/react-s2.js',
  'assets/RecordViewPage-r1.js',
  'assets/useRecordReads-r2.js',
  'assets/CopiedSummary-c1.js',
  'assets/common-p1.js',
  'assets/recordView-p2.js',
  'assets/common-e1.js',
  'assets/record-e3.js',
];

const entry = (url: string) => ({ url, revision: url.endsWith('.html') ? 'abc' : null, size: 1 });

describe("the worker's precache", () => {
  it("is the page, its entry and preloads, and the boot script's view code, copy code and words", () => {
    expect(firstPaintFiles(builtPage)).toEqual(firstPaint);
  });

  it("keeps Workbox's list to those files: the rest of the app is cached as it is used", () => {
    const all = [...firstPaint, 'assets/RecordEditorPage-x1.js', 'assets/PlansPage-x2.js'];
    const kept = firstPaintManifest(all.map(entry), builtPage).map((file) => file.url);
    expect(kept.sort()).toEqual([...firstPaint].sort());
  });

  it('fails the build when a file of the first paint is missing from the output', () => {
    const withoutWords = firstPaint.filter((file) => file !== 'assets/record-e3.js');
    expect(() => firstPaintManifest(withoutWords.map(entry), builtPage)).toThrow(
      'the precache misses assets/record-e3.js',
    );
  });

  it('fails the build on a page that names no entry', () => {
    expect(() => firstPaintFiles('<html></html>')).toThrow('names no entry or boot assets');
  });
});

function pluginNames(apiUrl: string): string[] {
  const before = process.env.VITE_API_URL;
  process.env.VITE_API_URL = apiUrl;
  try {
    const config = viteConfig({ mode: 'production', command: 'build' }) as UserConfig;
    return ((config.plugins ?? []).flat(3) as Plugin[]).map((plugin) => plugin.name);
  } finally {
    if (before === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = before;
  }
}

describe("the worker's place", () => {
  it('is a build against an API', () => {
    expect(pluginNames('/api')).toContain('vite-plugin-pwa:build');
  });

  it("is never the demo, whose worker is MSW's", () => {
    expect(pluginNames('').filter((name) => name.startsWith('vite-plugin-pwa'))).toEqual([]);
  });
});

describe("the worker's answer to a navigation", () => {
  const pages = [
    '/prontuario-do-usuario/ABC123XYZ',
    '/PRONTUARIO-DO-USUARIO/abc-123-xyz/',
    '/prontuario-do-usuario/ABC123XYZ?lng=en',
    '/prontuario-do-usuario/',
    '/prontuario-do-usuario/ABC123XYZ/extra',
    '/meu-prontuario/ABC123XYZ',
    '/planos?lng=de',
    '/',
  ];

  it("is the document a server sends: the record view's own on its addresses only", () => {
    for (const page of pages) {
      const { pathname } = new URL(page, 'https://example.org');
      const record = documentOf(pathname) === RECORD_DOCUMENT;
      // Workbox's navigation route (index.html) reads the path and query; its other routes the
      // whole address.
      expect(RECORD_VIEW_NAVIGATION.test(page), page).toBe(record);
      expect(RECORD_VIEW_REQUEST.test(`https://example.org${page}`), page).toBe(record);
      expect(
        NOT_A_PAGE.some((pattern) => pattern.test(page)),
        page,
      ).toBe(false);
    }
  });

  it("on the record view, is the precached record document, else the network's", async () => {
    const precached = new Response('record document');
    const match = vi.fn(() => Promise.resolve<Response | undefined>(precached));
    const network = new Response('from the network');
    const fetch = vi.fn(() => Promise.resolve(network));
    vi.stubGlobal('caches', { match });
    vi.stubGlobal('fetch', fetch);
    try {
      const request = new Request('https://example.org/prontuario-do-usuario/ABC123XYZ');
      expect(await answerWithRecordDocument({ request })).toBe(precached);
      expect(match).toHaveBeenCalledWith(`/${RECORD_DOCUMENT}`, { ignoreSearch: true });
      match.mockResolvedValueOnce(undefined);
      expect(await answerWithRecordDocument({ request })).toBe(network);
      expect(fetch).toHaveBeenCalledWith(request);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the worker's cache of the app's files", () => {
  const answer = (status: number, type: string) =>
    new Response(status === 204 ? null : 'x', { status, headers: { 'Content-Type': type } });

  it('keeps a file of code as the server sent it', async () => {
    const code = answer(200, 'application/javascript; charset=utf-8');
    expect(await keepOnlyAppFiles({ response: code })).toBe(code);
  });

  it('keeps no page given for a missing file, and no failed or partial answer', async () => {
    for (const response of [
      answer(200, 'text/html; charset=utf-8'),
      answer(200, 'TEXT/HTML'),
      answer(404, 'application/javascript'),
      answer(206, 'application/javascript'),
      answer(500, 'text/plain'),
    ]) {
      expect(await keepOnlyAppFiles({ response }), String(response.status)).toBeNull();
    }
  });
});
