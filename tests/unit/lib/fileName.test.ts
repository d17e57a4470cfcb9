import fc from 'fast-check';
import { safeStorageUrl, shortFileName } from '@/lib/fileName';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('shortFileName', () => {
  it('shows a name of up to 15 characters whole', () => {
    expect(shortFileName('exame.pdf')).toBe('exame.pdf');
    expect(shortFileName('a'.repeat(15))).toBe('a'.repeat(15));
    expect(shortFileName('')).toBe('');
  });

  it('adds an ellipsis after the first 40 characters of a longer name', () => {
    expect(shortFileName('a'.repeat(16))).toBe(`${'a'.repeat(16)}...`);
    expect(shortFileName('a'.repeat(40))).toBe(`${'a'.repeat(40)}...`);
    expect(shortFileName(`${'a'.repeat(40)}bcd.pdf`)).toBe(`${'a'.repeat(40)}...`);
  });

  it('does not cut an emoji in half', () => {
    expect(shortFileName(`${'a'.repeat(39)}😀.pdf`)).toBe(`${'a'.repeat(39)}...`);
    expect(shortFileName(`${'a'.repeat(38)}😀.pdf`)).toBe(`${'a'.repeat(38)}😀...`);
  });
});

describe('safeStorageUrl', () => {
  const origin = window.location.origin;

  it('joins the base and the path', () => {
    expect(safeStorageUrl('/storage', 'attachments/exam.pdf')).toBe(
      `${origin}/storage/attachments/exam.pdf`,
    );
    expect(safeStorageUrl('/storage/', '//attachments/exam.pdf')).toBe(
      `${origin}/storage/attachments/exam.pdf`,
    );
    expect(safeStorageUrl('https://api.example.com/storage', 'a/b.pdf')).toBe(
      'https://api.example.com/storage/a/b.pdf',
    );
    expect(safeStorageUrl('http://localhost:8000/storage?v=1#x', 'b.pdf')).toBe(
      'http://localhost:8000/storage/b.pdf',
    );
  });

  it('encodes what needs it, once', () => {
    expect(safeStorageUrl('/storage', 'my exam.pdf')).toBe(`${origin}/storage/my%20exam.pdf`);
    expect(safeStorageUrl('/storage', 'my%20exam.pdf')).toBe(`${origin}/storage/my%20exam.pdf`);
    expect(safeStorageUrl('/storage', 'report#1?.pdf')).toBe(`${origin}/storage/report%231%3F.pdf`);
    expect(safeStorageUrl('/storage', 'exame-ção.pdf')).toBe(
      `${origin}/storage/exame-%C3%A7%C3%A3o.pdf`,
    );
  });

  it.each([null, undefined, '', '   ', '/', '.', 'a/..', '../../etc/passwd', '%2e%2e/%2e%2e/x'])(
    'gives null for the path %j',
    (path) => {
      expect(safeStorageUrl('/storage', path)).toBeNull();
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '\\\\evil.example/x',
    'https://evil.example/x',
    'a/../../x',
  ])('keeps %j under the base or refuses it', (path) => {
    const url = safeStorageUrl('https://api.example.com/storage', path);
    if (url !== null) expect(url.startsWith('https://api.example.com/storage/')).toBe(true);
  });

  it('puts a would-be scheme inside the path', () => {
    expect(safeStorageUrl('/storage', 'javascript:alert(1)')).toBe(
      `${origin}/storage/javascript:alert(1)`,
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example/storage', 'http://'])(
    'gives null for the base %j',
    (base) => {
      expect(safeStorageUrl(base, 'a.pdf')).toBeNull();
    },
  );
});

describe('file name properties', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({
      unit: fc.constantFrom('a', '/', '\\', '.', ':', '%', '2e', '?', '#', ' ', '@', '\t'),
    }),
    fc.webUrl(),
    fc.webPath(),
  );

  it('shortens only names longer than 15, to a prefix of at most 40 plus ...', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (name) => {
        const shown = shortFileName(name);
        if (name.length <= 15) {
          expect(shown).toBe(name);
        } else {
          expect(shown.endsWith('...')).toBe(true);
          const kept = shown.slice(0, -3);
          expect(name.startsWith(kept)).toBe(true);
          expect(kept.length).toBeGreaterThanOrEqual(Math.min(name.length, 40) - 1);
          expect(kept.length).toBeLessThanOrEqual(40);
        }
      }),
    );
  });

  it('never leaves half a surrogate pair in a well-formed name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 16 }), (name) => {
        expect(shortFileName(name)).not.toMatch(LONE_SURROGATE);
      }),
    );
  });

  const bases = fc.constantFrom(
    '/storage',
    '/storage/',
    '',
    'https://api.example.com/storage',
    'http://localhost:8000/files/',
  );

  it('never returns anything but an http(s) URL under the base, for any path', () => {
    fc.assert(
      fc.property(bases, anyText, (base, path) => {
        const url = safeStorageUrl(base, path);
        if (url === null) return;
        const parsed = new URL(url);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        const baseHref = new URL(base.endsWith('/') ? base : `${base}/`, window.location.origin)
          .href;
        expect(url.startsWith(baseHref)).toBe(true);
        expect(url.length).toBeGreaterThan(baseHref.length);
      }),
    );
  });

  it('never throws, for any base and path', () => {
    fc.assert(
      fc.property(anyText, fc.option(anyText), (base, path) => {
        const url = safeStorageUrl(base, path);
        if (url !== null) expect(['http:', 'https:']).toContain(new URL(url).protocol);
      }),
    );
  });

  it('never answers the storage folder itself, behind dot segments and slashes', () => {
    const base = 'https://api.example.com/storage/';
    for (const path of ['%2e\\/', './', '%2e/%2e/', '.\\']) {
      expect(safeStorageUrl(base, path)).toBeNull();
    }
  });

  it('gives the same URL again for the path it produced (nothing encoded twice)', () => {
    const base = 'https://api.example.com/storage/';
    // Found by the property below: a dot segment left a slash at the front of the path.
    expect(safeStorageUrl(base, '/.//%00')).toBe(`${base}%00`);
    fc.assert(
      fc.property(anyText, (path) => {
        const url = safeStorageUrl(base, path);
        if (url === null) return;
        expect(safeStorageUrl(base, url.slice(base.length))).toBe(url);
      }),
    );
  });
});
