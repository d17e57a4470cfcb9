// The benchmark's server: the built app (gzip, SPA fallback) and the demo backend's own handlers
// answering /api and /storage over real HTTP, so every answer crosses the throttled network.
// It speaks HTTP/2 over TLS, as the app is served in production (a certificate for 127.0.0.1
// only, kept beside this file); BENCH_HTTP1=1 serves plain HTTP/1.1 instead, for comparison.
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createServer as createViteServer } from 'vite';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** Loads the demo backend's handlers (TypeScript) through Vite, in test mode: no demo delay. */
export async function loadDemoBackend(origin) {
  // The handlers' paths are relative to the page's origin, as in the browser.
  globalThis.location ??= new URL(`${origin}/`);
  const vite = await createViteServer({
    mode: 'test',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
  const store = await vite.ssrLoadModule('/src/mocks/store.ts');
  const seed = await vite.ssrLoadModule('/src/mocks/seed.ts');
  const { getResponse } = await import('msw');
  await store.resetStore();
  return { vite, handlers, getResponse, store, seed };
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

export const http1 = process.env.BENCH_HTTP1 === '1';
export const scheme = http1 ? 'http' : 'https';

const here = dirname(fileURLToPath(import.meta.url));
const certificate = () => readFileSync(join(here, 'loopback-cert.pem'));

/**
 * The certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list: the
 * browser then trusts it as valid, and caches what it serves (it caches nothing from a connection
 * whose certificate error was merely ignored).
 */
export function certificateSpki() {
  const key = new X509Certificate(certificate()).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(key).digest('base64');
}

function listen(handler, plain = http1) {
  if (plain) return createHttpServer(handler);
  return createSecureServer(
    {
      key: readFileSync(join(here, 'loopback-key.pem')),
      cert: certificate(),
      allowHTTP1: true,
    },
    handler,
  );
}

/** Request headers as fetch takes them: HTTP/2's pseudo-headers (":path"...) left out. */
const plainHeaders = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));

/** A PCRE pattern's `(?i:text)` groups (text in any case) as JavaScript reads them: `[tT][eE]...`. */
const withoutCaseGroups = (pattern) =>
  pattern.replace(/\(\?i:([^()]*)\)/g, (_, text) =>
    [...text]
      .map((char) =>
        char.toLowerCase() === char.toUpperCase()
          ? char
          : `[${char.toLowerCase()}${char.toUpperCase()}]`,
      )
      .join(''),
  );

/**
 * The record view's preload header as the site's template that the build wrote next to `root`
 * sends it (every section's read, asked for with the page's headers), with the API on this origin
 * under /api, for the paths its location matches: one source for production and the benchmark.
 */
function recordViewPreloads(root) {
  const siteTemplate = readFileSync(
    `${resolve(root)}-nginx/templates/default.conf.template`,
    'utf8',
  );
  const location = /location ~(\*?) "([^"]+)" \{[^}]*?add_header Link "([^"]+)"/.exec(siteTemplate);
  if (!location) throw new Error('The site template has no record view preload header');
  const [, anyCase, recordView, recordLink] = location;
  const recordViewPath = new RegExp(withoutCaseGroups(recordView), anyCase ? 'i' : '');
  return (pathname) => {
    const code = recordViewPath.exec(pathname)?.groups?.code;
    return code
      ? { Link: recordLink.replaceAll('$api_base', '/api').replaceAll('$code', code) }
      : {};
  };
}

const isApiPath = (pathname) => pathname.startsWith('/api/') || pathname.startsWith('/storage/');

/** Answers an API request (/api, /storage) with the demo backend's handlers. */
async function answerFromBackend(backend, req, res, url) {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const request = new Request(url, {
    method: req.method,
    headers: plainHeaders(req.headers),
    body,
    duplex: 'half',
  });
  const answer =
    (await backend.getResponse(backend.handlers, request)) ?? new Response('{}', { status: 404 });
  const buffer = Buffer.from(await answer.arrayBuffer());
  const headers = Object.fromEntries(
    [...answer.headers.entries()].filter(([name]) => !/^content-(length|encoding)$/i.test(name)),
  );
  const zipped = gzipSync(buffer);
  res.writeHead(answer.status, {
    ...headers,
    'Content-Encoding': 'gzip',
    'Content-Length': zipped.length,
  });
  res.end(zipped);
}

/**
 * The demo backend's handlers alone over real HTTP (`npm run api:check`'s tests): /api and
 * /storage, and 404 for anything else. `backend` is `{handlers, getResponse}`.
 */
export async function startApiServer({ port = 0, backend, plain = http1 }) {
  const server = listen(async (req, res) => {
    const url = new URL(req.url, `${plain ? 'http' : 'https'}://${req.headers.host}`);
    try {
      if (isApiPath(url.pathname)) await answerFromBackend(backend, req, res, url);
      else {
        res.writeHead(404);
        res.end();
      }
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  }, plain);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * `faults.hang`: an API path (`/api/medical-record/medicines`) whose reads are never answered
 * while it is set, for the load with one read hung.
 */
export async function startServer({ root, port, backend, extraPages = {}, faults = {} }) {
  const preloadHeaders = recordViewPreloads(root);
  // The document of a page's address as every server of a build picks it: the record view's own.
  const { documentOf } = await backend.vite.ssrLoadModule('/src/lib/documents.ts');
  const cache = new Map();

  async function staticFile(pathname) {
    const clean = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, clean);
    try {
      if (!(await stat(file)).isFile()) throw new Error('dir');
    } catch {
      file = join(root, documentOf(pathname));
    }
    if (!cache.has(file)) {
      const raw = await readFile(file);
      cache.set(file, {
        body: gzipSync(raw, { level: 9 }),
        type: types[extname(file)] ?? 'application/octet-stream',
      });
    }
    return cache.get(file);
  }

  const server = listen(async (req, res) => {
    try {
      const url = new URL(req.url, `${scheme}://127.0.0.1:${port}`);
      if (extraPages[url.pathname]) {
        const body = gzipSync(extraPages[url.pathname]);
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'gzip',
        });
        res.end(body);
        return;
      }
      if (faults.hang === url.pathname) return;
      if (isApiPath(url.pathname)) {
        await answerFromBackend(backend, req, res, url);
        return;
      }
      const file = await staticFile(url.pathname);
      res.writeHead(200, {
        'Content-Type': file.type,
        'Content-Encoding': 'gzip',
        'Cache-Control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...preloadHeaders(url.pathname),
      });
      res.end(file.body);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
