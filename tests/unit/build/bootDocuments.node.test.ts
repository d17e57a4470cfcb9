import {
  bootEntries,
  buildBootScript,
  documentSummaryWords,
  recordDocument,
} from '../../../build/bootScript';

const root = process.cwd();

describe("the app's two documents", () => {
  const index = [
    '<head><script>page()</script><style>.app{}</style>',
    '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"></head>',
    '<body><div id="root"></div></body>',
  ].join('');
  const record = { script: 'record()', css: '.first{}' };

  it("the record view's is index.html with its boot script first in the body, its styles first", () => {
    expect(recordDocument(index, 'page()', record)).toBe(
      [
        '<head>\n    <link rel="expect" href="#root" blocking="render">',
        '<style>.first{}</style></head>',
        '<body>\n    <script>record()</script><div id="root"></div>',
        '  <template id="app-styles"><style>.app{}</style></template>',
        '\n    <template id="app-code"><script type="module" src="/a.js"></script>',
        '<link rel="modulepreload" href="/b.js"></template>\n  </body>',
      ].join(''),
    );
  });

  it("keeps the app's code inert last in the body, after all the boot page and its reads need", () => {
    const html = recordDocument(index, 'page()', record, {
      reads: 'start()',
      summaryWords: { en: { 'recordView:summary.title': 'Emergency summary' } },
    });
    const [head = '', body = ''] = html.split('<body>');
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(body).toMatch(
      /id="boot-summary-words">[^<]*<\/script>\n {4}<template id="app-code"><script type="module" src="\/a\.js"><\/script><link rel="modulepreload" href="\/b\.js"><\/template>\n {2}<\/body>$/,
    );
    // Nothing of it is live: only the boot script starts it.
    expect(body.replace(/<template id="app-code">.*<\/template>/, '')).not.toMatch(
      /type="module"|modulepreload/,
    );
    const entryless = index.replace('<script type="module" src="/a.js"></script>', '');
    expect(() => recordDocument(entryless, 'page()', record)).toThrow('no entry script');
  });

  it('puts the read starter first in the head, after the charset, before any style', () => {
    const withCharset = index.replace('<head>', '<head><meta charset="UTF-8" />');
    expect(recordDocument(withCharset, 'page()', record, { reads: 'start()' })).toMatch(
      /^<head><meta charset="UTF-8" \/>\n {4}<script>start\(\)<\/script>\n {4}<link rel="expect"[^>]*><style>\.first\{\}<\/style>/,
    );
  });

  it("puts the asset starter where the page's boot script was, before the styles", () => {
    expect(recordDocument(index, 'page()', record, { assets: 'preload()' })).toMatch(
      /^<head>\n {4}<link rel="expect"[^>]*><script>preload\(\)<\/script><style>\.first\{\}<\/style>/,
    );
  });

  it('renders nothing until the parser has passed the boot script, at the app root', () => {
    const html = recordDocument(index, 'page()', record);
    const [head = '', body = ''] = html.split('<body>');
    expect(head).toContain('<link rel="expect" href="#root" blocking="render">');
    expect(body.indexOf('<div id="root">')).toBeGreaterThan(
      body.indexOf('<script>record()</script>'),
    );
    const rootless = index.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(() => recordDocument(rootless, 'page()', record)).toThrow('no app root');
  });

  it("follows the app's styles with the summary's words in the languages the script has none of", async () => {
    const summaryWords = await documentSummaryWords(root);
    expect(Object.keys(summaryWords).sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(summaryWords.en?.['recordView:summary.title']).toBe('Emergency summary');
    // The frame's and the header's words are the boot script's own, in every language.
    expect(summaryWords.en?.['common:app.name']).toBeUndefined();
    const html = recordDocument(index, 'page()', record, {
      summaryWords: { en: { 'recordView:summary.title': '</script><b>' } },
    });
    expect(html).toMatch(
      /<style>\.app\{\}<\/style><\/template>\n {4}<script type="application\/json" id="boot-summary-words">\{"en":\{"recordView:summary\.title":"\\u003c\/script>\\u003cb>"\}\}<\/script>\n/,
    );
  });

  it("refuses an index.html without the page's boot script, or with it twice", () => {
    expect(() => recordDocument('<head></head>', 'page()', record)).toThrow('0 times');
    const twice = `${index}<script>page()</script>`;
    expect(() => recordDocument(twice, 'page()', record)).toThrow('2 times');
  });

  it("carry the frame's words in every language; only the record view's, the summary's", async () => {
    const [page, record] = await Promise.all([
      buildBootScript(root, bootEntries.page),
      buildBootScript(root, bootEntries.record),
    ]);
    for (const script of [page, record]) {
      expect(script).toContain('Digital Health Record');
      expect(script).toContain('Carregando...');
    }
    for (const summaryWord of ['Resumo de emergência', 'resumo-emergencia']) {
      expect(record).toContain(summaryWord);
      expect(page).not.toContain(summaryWord);
    }
    // The other languages' summary words come from the app's word files (src/boot/loadWords.ts).
    expect(record).not.toContain('Emergency summary');
  });
});
