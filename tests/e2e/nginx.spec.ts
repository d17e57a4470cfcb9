import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { resolve } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { API_BUILD_PORT, viteBuild } from '../../playwright.config';
import { recordReadOrder } from '@/recordReading/emergencySummary';
import { DEMO_CARDS, loginAsDemo, waitForApp } from './support';
import { everyRead, noteReadsBeforeBoot, readsBeforeBoot } from './support/readsBeforeBoot';

// Serves the built app through Debian's nginx with the deploy/ files its build wrote (the site's
// template with the build's inline scripts' hashes), the variables filled in as the
// official nginx image does, in each set-up of the API: on this origin (the production build, its
// API proxied to a stand-in that this file runs), with its files there too or on an origin of
// their own, and on another origin (the demo build).
const appPort = Number(process.env.E2E_PORT ?? 4173);
const apiPort = appPort + 50;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
/** Another origin for the stored files, on the same stand-in. */
const storageOrigin = `http://localhost:${apiPort}`;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const work = resolve(`test-results/nginx-${appPort}`);
const storedHtml = '/storage/records/upload.html';

interface SetUp {
  name: string;
  port: number;
  /** The build served (the folders playwright.config.ts builds into). */
  root: string;
  /** The variables the template is filled in with. */
  env: Record<string, string>;
  /** What is proxied from the site's origin. */
  proxied: { api: boolean; storage: boolean };
  /** The base of the API the build reads from. */
  apiBase: string;
  /** The origins the policy must name besides 'self'. */
  connectOrigins: string[];
  imageOrigins: string[];
}

const sameOrigin: SetUp = {
  name: 'API on this origin',
  port: appPort + 51,
  root: `node_modules/.e2e-api-dist-${appPort}`,
  env: { API_ORIGIN: '', STORAGE_ORIGIN: '', API_UPSTREAM: apiOrigin },
  proxied: { api: true, storage: true },
  apiBase: '/api',
  connectOrigins: [],
  imageOrigins: [],
};
const otherOrigin: SetUp = {
  name: 'API on another origin',
  port: appPort + 52,
  root: `node_modules/.e2e-dist-${appPort}`,
  env: { API_ORIGIN: apiOrigin, STORAGE_ORIGIN: storageOrigin, API_UPSTREAM: '' },
  proxied: { api: false, storage: false },
  apiBase: `${apiOrigin}/api`,
  connectOrigins: [apiOrigin],
  imageOrigins: [apiOrigin, storageOrigin],
};
const filesElsewhere: SetUp = {
  name: 'API on this origin, files on their own',
  port: appPort + 53,
  root: `node_modules/.e2e-api-dist-${appPort}`,
  env: { API_ORIGIN: '', STORAGE_ORIGIN: storageOrigin, API_UPSTREAM: apiOrigin },
  proxied: { api: true, storage: false },
  apiBase: '/api',
  connectOrigins: [],
  imageOrigins: [storageOrigin],
};
const setUps = [sameOrigin, otherOrigin, filesElsewhere];
/**
 * The production build against the API on another origin, as a site with its API elsewhere
 * deploys it: built only by the test that needs its read starter, into its own folder.
 */
const apiBuildElsewhere: SetUp = {
  ...otherOrigin,
  name: 'API build on another origin',
  port: appPort + 55,
  root: `node_modules/.e2e-api-elsewhere-dist-${appPort}`,
};
const siteOrigin = (setUp: SetUp) => `http://127.0.0.1:${setUp.port}`;

/**
 * The variables every set-up shares. Any resolver: the stand-in API is reached by IP, never by a
 * name to resolve. The front proxy that ends TLS: this test, from 127.0.0.1 (a client that is no
 * proxy connects from another loopback address).
 */
const resolvers = { NGINX_LOCAL_RESOLVERS: '127.0.0.1', TRUSTED_PROXY: '127.0.0.1' };
const frontProxy = '127.0.0.1';
const directClient = '127.0.0.2';

/**
 * What envsubst does with the official image's list of names (every variable set): `${NAME}` and
 * `$NAME` replaced for each NAME in `env`, every other `$` left as it is.
 */
function envsubst(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/g,
    (reference, braced?: string, bare?: string) => env[braced ?? bare ?? ''] ?? reference,
  );
}

function replaceOnce(text: string, pattern: RegExp, by: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/ no longer holds ${pattern}`);
  return text.replace(pattern, by);
}

/**
 * Writes the deployed layout into `dir`, as the header of deploy/nginx.conf lays it out, from the
 * files the build wrote next to the app (`{root}-nginx`) or from another folder of them.
 */
function writeConfig(
  dir: string,
  env: Record<string, string>,
  setUp: SetUp,
  deploy = `${resolve(setUp.root)}-nginx`,
): string {
  mkdirSync(`${dir}/conf.d`, { recursive: true });
  let main = readFileSync(`${deploy}/nginx.conf`, 'utf8');
  main = replaceOnce(main, /^pid [^;]+;/m, `pid ${dir}/nginx.pid;`);
  main = replaceOnce(main, /\/tmp\/nginx-/g, `${dir}/tmp-`);
  writeFileSync(`${dir}/nginx.conf`, main);
  copyFileSync(`${deploy}/security-headers.conf`, `${dir}/security-headers.conf`);
  const template = readFileSync(`${deploy}/templates/default.conf.template`, 'utf8');
  let site = envsubst(template, { ...process.env, ...env });
  site = replaceOnce(site, /^(\s*)listen [^;]+;/m, `$1listen 127.0.0.1:${setUp.port};`);
  site = replaceOnce(site, /^(\s*)root [^;]+;/m, `$1root ${resolve(setUp.root)};`);
  writeFileSync(`${dir}/conf.d/default.conf`, site);
  return `${dir}/nginx.conf`;
}

/**
 * The API as nginx reaches it: /api/ passed on to the demo backend over HTTP (tests/e2e/support/apiServer.mjs),
 * and stored files sent from `storageRoot` with the headers a careless API would send. Every
 * answer says it came from here.
 */
function startStandInApi(storageRoot: string): Promise<Server> {
  const server = createServer((request, answer) => {
    const path = new URL(request.url ?? '/', apiOrigin).pathname;
    const file = `${storageRoot}${path.slice('/storage'.length)}`;
    answer.setHeader('X-Answered-By', 'stand-in API');
    if (path === '/api/forwarded') {
      // What the API is told of the client.
      const { 'x-forwarded-for': forwardedFor, 'x-real-ip': realIp } = request.headers;
      const proto = request.headers['x-forwarded-proto'];
      answer.writeHead(200, { 'Content-Type': 'application/json' });
      answer.end(JSON.stringify({ forwardedFor, realIp, proto }));
    } else if (path.startsWith('/api/')) {
      const options = { port: API_BUILD_PORT, path: request.url, method: request.method };
      const passed = forward({ ...options, headers: request.headers }, (backend) => {
        answer.writeHead(backend.statusCode ?? 502, backend.headers);
        backend.pipe(answer);
      });
      request.pipe(passed);
    } else if (path.startsWith('/storage/') && existsSync(file)) {
      answer.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Disposition': 'inline',
        'Content-Security-Policy': 'default-src *',
      });
      answer.end(readFileSync(file));
    } else {
      answer.writeHead(404, { 'Content-Type': 'application/json' });
      answer.end('{"message":"Not found."}');
    }
  });
  server.listen(apiPort, '127.0.0.1');
  return once(server, 'listening').then(() => server);
}

/** Starts nginx as a daemon: its first process ends once the port is bound. */
async function startNginx(config: string): Promise<void> {
  const start = spawn(nginxBinary as string, ['-c', config], { stdio: 'inherit' });
  const [code] = (await once(start, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`nginx did not start (exit ${code})`);
}

let standInApi: Server | undefined;
const configs: string[] = [];

test.skip(!nginxBinary, 'nginx is not installed (CI installs it: apt-get install -y nginx)');
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const storageRoot = `${work}/storage`;
  mkdirSync(`${storageRoot}/records`, { recursive: true });
  writeFileSync(
    `${storageRoot}${storedHtml.slice('/storage'.length)}`,
    '<!doctype html><title>upload</title><script>document.title = "ran"; alert("ran")</script>',
  );
  standInApi = await startStandInApi(storageRoot);
  for (const setUp of setUps) {
    const config = writeConfig(`${work}/${setUp.port}`, { ...setUp.env, ...resolvers }, setUp);
    await startNginx(config);
    configs.push(config);
  }
});

test.afterAll(() => {
  for (const config of configs) spawnSync(nginxBinary as string, ['-c', config, '-s', 'stop']);
  standInApi?.close();
});

/** Every value of one header (duplicates apart), by its lowercase name. */
function headerValues(answer: APIResponse, name: string): string[] {
  return answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

function header(answer: APIResponse, name: string): string | undefined {
  const values = headerValues(answer, name);
  expect(values.length, `${answer.url()}: one ${name} at most`).toBeLessThanOrEqual(1);
  return values[0];
}

function policy(answer: APIResponse): Map<string, string[]> {
  const directives = (header(answer, 'content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name = '', ...sources]) => [name, sources]));
}

async function hashedAsset(request: APIRequestContext, origin: string): Promise<string> {
  const asset = /\/assets\/[^"]+\.js/.exec(await (await request.get(`${origin}/`)).text())?.[0];
  expect(asset).toBeTruthy();
  return asset as string;
}

const recordPaths = [
  `/prontuario-do-usuario/${DEMO_CARDS.full}`,
  '/PRONTUARIO-DO-USUARIO/abc-123-xyz/',
  `/meu-prontuario/${DEMO_CARDS.full}`,
  `/MEU-PRONTUARIO/${DEMO_CARDS.full}`,
];

test('a variable left unset stops nginx at start, naming it', () => {
  const all = { ...sameOrigin.env, ...resolvers };
  for (const name of Object.keys(all)) {
    const env = Object.fromEntries(Object.entries(all).filter(([key]) => key !== name));
    const config = writeConfig(`${work}/unset-${name}`, env, sameOrigin);
    const check = spawnSync(nginxBinary as string, ['-t', '-c', config], { encoding: 'utf8' });
    expect(check.status, `nginx started without ${name}`).not.toBe(0);
    expect(check.stderr.toLowerCase()).toContain(name.toLowerCase());
  }
});

test('deploy/ itself, not filled in by a build, stops nginx at start, naming the mark', () => {
  const config = writeConfig(
    `${work}/unfilled`,
    { ...sameOrigin.env, ...resolvers },
    sameOrigin,
    resolve('deploy'),
  );
  const check = spawnSync(nginxBinary as string, ['-t', '-c', config], { encoding: 'utf8' });
  expect(check.status, 'nginx started with an unfilled template').not.toBe(0);
  expect(check.stderr).toContain('unknown "build_boot_script_hash" variable');
});

for (const setUp of setUps) {
  test(`${setUp.name}: every answer carries the security headers`, async ({ request }) => {
    const origin = siteOrigin(setUp);
    const paths = [
      '/',
      '/planos',
      '/robots.txt',
      '/manifest.webmanifest',
      '/sw.js',
      ...recordPaths,
      await hashedAsset(request, origin),
      storedHtml,
      '/storage/records/missing.pdf',
      '/api/unknown',
      `/api/medical-record/blood-type?cardNumber=${DEMO_CARDS.full}`,
    ];
    for (const path of paths) {
      const answer = await request.get(`${origin}${path}`);
      const where = `${path} (${answer.status()})`;
      expect(header(answer, 'strict-transport-security'), where).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(header(answer, 'cross-origin-opener-policy'), where).toBe('same-origin');
      expect(header(answer, 'permissions-policy'), where).toContain('camera=()');
      expect(header(answer, 'x-content-type-options'), where).toBe('nosniff');
      expect(header(answer, 'referrer-policy'), where).toBe('no-referrer');
      expect(header(answer, 'x-frame-options'), where).toBe('DENY');
      expect(header(answer, 'content-security-policy'), where).toBeTruthy();
    }
  });

  test(`${setUp.name}: the policy names the API's and the files' origins only when they are others`, async ({
    request,
  }) => {
    const csp = policy(await request.get(`${siteOrigin(setUp)}/`));
    expect(csp.get('connect-src')).toEqual(["'self'", ...setUp.connectOrigins]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...setUp.imageOrigins]);
    for (const [name, sources] of [
      ['object-src', ["'none'"]],
      ['base-uri', ["'none'"]],
      ['frame-ancestors', ["'none'"]],
    ] as const) {
      expect(csp.get(name)).toEqual(sources);
    }
  });

  test(`${setUp.name}: record pages, in any case, are never indexed nor cached; the view sends no Link header`, async ({
    request,
  }) => {
    const origin = siteOrigin(setUp);
    for (const path of recordPaths) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text()).toContain('<div id="root">');
      expect(header(answer, 'x-robots-tag'), path).toBe('noindex, nofollow');
      expect(header(answer, 'cache-control'), path).toBe('no-store');
    }
    // The record view's reads are sent by its first script, without credentials: no preload of
    // them, which could only be asked for with this origin's cookies.
    const views = [DEMO_CARDS.full, DEMO_CARDS.full.toLowerCase(), 'abc-123-xyz', 'ABC12'];
    for (const path of [
      ...views.map((cardCode) => `/prontuario-do-usuario/${cardCode}`),
      `/PRONTUARIO-DO-USUARIO/${DEMO_CARDS.full}/`,
    ]) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status(), path).toBe(200);
      expect(header(answer, 'link'), path).toBeUndefined();
      expect(header(answer, 'x-robots-tag'), path).toBe('noindex, nofollow');
      expect(header(answer, 'cache-control'), path).toBe('no-store');
    }
  });

  test(`${setUp.name}: index.html is never cached and hashed assets are cached for long`, async ({
    request,
  }) => {
    const origin = siteOrigin(setUp);
    const index = await request.get(`${origin}/planos`);
    expect(header(index, 'cache-control')).toBe('no-cache');
    const script = await request.get(`${origin}${await hashedAsset(request, origin)}`);
    expect(header(script, 'cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test(`${setUp.name}: the shell worker is asked anew at every check, and only a build against an API has one`, async ({
    request,
  }) => {
    const worker = await request.get(`${siteOrigin(setUp)}/sw.js`);
    // The demo build keeps MSW's worker: it has none of its own, and the path is no page either.
    const demo = setUp === otherOrigin;
    expect(worker.status()).toBe(demo ? 404 : 200);
    expect(await worker.text()).not.toContain('<div id="root">');
    expect(header(worker, 'cache-control')).toBe('no-cache');
    if (!demo) expect(header(worker, 'content-type')).toMatch(/javascript/);
  });

  test(`${setUp.name}: /limpar-cache clears the site's HTTP cache in the browser, then goes home`, async ({
    request,
  }) => {
    const answer = await request.get(`${siteOrigin(setUp)}/limpar-cache`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(header(answer, 'clear-site-data')).toBe('"cache"');
    expect(header(answer, 'cache-control')).toBe('no-store');
    expect(header(answer, 'location')).toMatch(/\/$/);
  });

  test(`${setUp.name}: /api/ and /storage/ never answer with the app; stored files are downloaded, sandboxed`, async ({
    request,
  }) => {
    const origin = siteOrigin(setUp);
    const answers = [
      { path: '/api/unknown', status: 404, proxied: setUp.proxied.api },
      {
        path: `/api/medical-record/blood-type?cardNumber=${DEMO_CARDS.full}`,
        status: 200,
        proxied: setUp.proxied.api,
      },
      { path: '/storage/records/missing.pdf', status: 404, proxied: setUp.proxied.storage },
      { path: storedHtml, status: 200, proxied: setUp.proxied.storage },
    ];
    for (const { path, status, proxied } of answers) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status(), path).toBe(proxied ? status : 404);
      expect(await answer.text(), path).not.toContain('<div id="root">');
      expect(header(answer, 'x-answered-by'), path).toBe(proxied ? 'stand-in API' : undefined);
      // Medical data and tokens: stored nowhere on the way, read by no other site's page.
      expect(header(answer, 'cache-control'), path).toBe('no-store');
      expect(header(answer, 'cross-origin-resource-policy'), path).toBe('same-origin');
    }
    if (!setUp.proxied.storage) return;
    const stored = await request.get(`${origin}${storedHtml}`);
    expect(header(stored, 'content-disposition')).toBe('attachment');
    expect(header(stored, 'x-content-type-options')).toBe('nosniff');
    expect(header(stored, 'content-security-policy')).toBe('sandbox');
  });
}

test('the password reset page, whose address holds a token, is never stored', async ({
  request,
}) => {
  for (const path of ['/redefinir-senha?token=t0k3n&email=a%40b.c', '/REDEFINIR-SENHA/']) {
    const answer = await request.get(`${siteOrigin(sameOrigin)}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text()).toContain('<div id="root">');
    expect(header(answer, 'cache-control'), path).toBe('no-store');
    expect(header(answer, 'x-robots-tag'), path).toBe('noindex, nofollow');
  }
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the site from a chosen loopback address, with headers a browser would not let us set. */
function requestFrom(
  from: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const options = { host: '127.0.0.1', port: sameOrigin.port, localAddress: from };
    const sent = forward({ ...options, path, method, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        done({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
      );
    });
    sent.on('error', fail);
    sent.end(
      method === 'POST' ? '{"email":"nobody@example.org","password":"wrong-one"}' : undefined,
    );
  });
}

test("the API is told the client's own address, never one the client wrote", async () => {
  const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' };
  // A client that is not the front proxy: its headers are its own words, not believed.
  const direct = await requestFrom(directClient, '/api/forwarded', forged);
  expect(JSON.parse(direct.body)).toEqual({
    forwardedFor: directClient,
    realIp: directClient,
    proto: 'http',
  });
  // Through the front proxy, which adds the address it saw (198.51.100.7) to what the client
  // wrote (203.0.113.9): the API is told the one the proxy saw, and the proxy's scheme.
  const proxied = await requestFrom(frontProxy, '/api/forwarded', {
    'X-Forwarded-For': '203.0.113.9, 198.51.100.7',
    'X-Forwarded-Proto': 'https',
  });
  expect(JSON.parse(proxied.body)).toEqual({
    forwardedFor: '198.51.100.7',
    realIp: '198.51.100.7',
    proto: 'https',
  });
});

/** Sends `count` requests at once from one client behind the front proxy; their statuses. */
async function burst(client: string, path: string, count: number, method = 'GET') {
  const headers = { 'X-Forwarded-For': client, 'Content-Type': 'application/json' };
  const answers = await Promise.all(
    Array.from({ length: count }, () => requestFrom(frontProxy, path, headers, method)),
  );
  return answers;
}

test('record reads are limited per client, past a whole view and its retries, with a 429', async () => {
  const read = `/api/medical-record/blood-type?cardNumber=${DEMO_CARDS.full}`;
  // A record view (one read per section) and both retries of each read all pass at once.
  const view = await burst('198.51.100.20', read, recordReadOrder.length * 3);
  expect(view.map((answer) => answer.status)).not.toContain(429);
  // A client guessing codes is stopped, with the answer the client retries after Retry-After.
  const guesses = await burst('198.51.100.20', read, 60);
  const refused = guesses.find((answer) => answer.status === 429);
  expect(refused, 'a read refused with 429').toBeDefined();
  expect(refused?.headers['retry-after']).toBe('2');
  expect(refused?.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(refused?.body ?? '')).toEqual({ message: expect.any(String) });
  // Another client is not refused for it.
  expect((await requestFrom(frontProxy, read, { 'X-Forwarded-For': '198.51.100.21' })).status).toBe(
    200,
  );
});

test('sign-in calls are limited per client with a 429', async () => {
  const attempts = await burst('198.51.100.30', '/api/auth/login', 40, 'POST');
  const statuses = attempts.map((answer) => answer.status);
  expect(statuses).toContain(401);
  expect(statuses).toContain(429);
});

test('contact messages are limited per client with a 429 and when to try again, never the app', async () => {
  const attempts = await burst('198.51.100.40', '/api/contact', 20, 'POST');
  const refused = attempts.filter((answer) => answer.status === 429);
  expect(refused.length, 'contact messages refused with 429').toBeGreaterThan(0);
  expect(attempts.length - refused.length).toBeLessThanOrEqual(6);
  for (const answer of attempts) expect(answer.body).not.toMatch(/<html/i);
  expect(refused[0]?.headers['retry-after']).toBe('2');
  expect(refused[0]?.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(refused[0]?.body ?? '')).toEqual({ message: expect.any(String) });
  // Another client is not refused for it.
  const other = await burst('198.51.100.41', '/api/contact', 1, 'POST');
  expect(other[0]?.status).not.toBe(429);
});

test('robots.txt, sitemap.xml and the manifest are served as themselves, never as the app', async ({
  request,
}) => {
  for (const setUp of [sameOrigin, otherOrigin]) {
    const origin = siteOrigin(setUp);
    const robots = await request.get(`${origin}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(header(robots, 'content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Disallow: /prontuario-do-usuario/');
    const manifest = await request.get(`${origin}/manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(header(manifest, 'content-type')).toBe('application/manifest+json');
    expect(((await manifest.json()) as { name: string }).name).toBe('Prontuário Digital');
    const icon = await request.get(`${origin}/icons/icon-512.png`);
    expect(header(icon, 'content-type')).toBe('image/png');
  }
  // The demo build names its site's address, the API build none: then there is no sitemap.
  const sitemap = await request.get(`${siteOrigin(otherOrigin)}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(header(sitemap, 'content-type')).toMatch(/^text\/xml/);
  expect(await sitemap.text()).toContain('<loc>http://127.0.0.1:');
  const noSitemap = await request.get(`${siteOrigin(sameOrigin)}/sitemap.xml`);
  expect(noSitemap.status()).toBe(404);
  expect(await noSitemap.text()).not.toContain('<div id="root">');
});

test("the policy allows each document's inline scripts by their hashes, and no other", async ({
  request,
}) => {
  const hashOf = (script: string) =>
    `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  for (const setUp of setUps) {
    const hashes: string[][] = [];
    // index.html, and the record view's own document, at each of its locations.
    for (const path of [
      '/',
      `/prontuario-do-usuario/${DEMO_CARDS.full}`,
      '/prontuario-do-usuario/abc-123-xyz',
    ]) {
      const answer = await request.get(`${siteOrigin(setUp)}${path}`);
      const scriptSrc = policy(answer).get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const inline = [...(await answer.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
      const pageHashes = inline.map((script) => hashOf(script[1] ?? ''));
      for (const hash of pageHashes) {
        expect(
          scriptSrc,
          `the build's site must allow its inline scripts (${setUp.root}${path})`,
        ).toContain(hash);
      }
      hashes.push(pageHashes);
    }
    const [home, view, typed] = hashes;
    // The boot script alone on every page; the record view's asset starter before its own, and
    // in a build against an API its read starter first (a demo build's backend answers nothing
    // before the app starts it).
    const againstApi = setUp.root.startsWith('node_modules/.e2e-api-dist-');
    expect(home).toHaveLength(1);
    expect(view).toHaveLength(againstApi ? 3 : 2);
    expect(view, 'the record view has its own document').not.toContain(home?.[0]);
    expect(typed).toEqual(view);
    expect(policy(await request.get(`${siteOrigin(setUp)}/`)).get('script-src')).toEqual([
      "'self'",
      ...new Set([...(home ?? []), ...(view ?? [])]),
    ]);
  }
});

test('a stored HTML file opened in the browser is downloaded, and its script never runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const opened = await page.goto(`${siteOrigin(sameOrigin)}${storedHtml}`).then(
    () => 'shown as a page',
    (error: Error) => error.message,
  );
  expect(opened).toContain('Download is starting');
  expect(dialogs).toEqual([]);
  expect(page.url()).toBe('about:blank');
});

/** Collects what the page's policy refuses, from the page's own events and from the console. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the main screens and the print window run under the policy without a single violation', async ({
  page,
  context,
}) => {
  const violations = await watchPolicy(page);
  const origin = siteOrigin(sameOrigin);
  await page.goto(`${origin}/`);
  await waitForApp(page);
  await page.goto(`${origin}/prontuario-do-usuario/${DEMO_CARDS.full}`);
  // The app's page, not the boot script's, which says the record is loaded too.
  await expect(page.locator('#root').getByText('Prontuário carregado.')).toBeAttached();
  await expect(page.locator('#boot-view')).toHaveCount(0);
  // The print window is written by the page that opened it: the opener policy must allow that.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) opened.print = () => undefined;
      return opened;
    };
  });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Imprimir Prontuário' }).click(),
  ]);
  await expect(popup.locator('h1')).toHaveText('Prontuário Médico');
  await popup.close();
  await page.goto(`${origin}/planos`);
  await waitForApp(page);
  await page.goto(`${origin}/sobre-nos`);
  await waitForApp(page);
  await loginAsDemo(page, undefined, origin);
  await page.goto(`${origin}/meu-prontuario/${DEMO_CARDS.full}`);
  await waitForApp(page);
  await page.goto(`${origin}/meu-perfil`);
  await waitForApp(page);
  expect(violations).toEqual([]);
});

/** Runs a shell command, to its end. */
function run(command: string): Promise<void> {
  const child = spawn('sh', ['-c', command], { stdio: 'inherit' });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${command} ended with ${String(code)}`);
  });
}

test("with the API on another origin, the read starter's reads go there within the policy", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const setUp = apiBuildElsewhere;
  await run(viteBuild(setUp.root, setUp.apiBase));
  const config = writeConfig(`${work}/${setUp.port}`, { ...setUp.env, ...resolvers }, setUp);
  await startNginx(config);
  configs.push(config);
  const violations = await watchPolicy(page);
  await noteReadsBeforeBoot(page);
  await page.goto(`${siteOrigin(setUp)}/prontuario-do-usuario/${DEMO_CARDS.full}`, {
    waitUntil: 'commit',
  });
  // Every read, sent by the starter before the boot script started, to the API's origin.
  await expect.poll(() => readsBeforeBoot(page)).toEqual(everyRead(apiOrigin, DEMO_CARDS.full));
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
});

test("a repeat visit answered by the shell worker runs under the page's own policy", async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const view = `${siteOrigin(sameOrigin)}/prontuario-do-usuario/${DEMO_CARDS.full}`;
  await page.goto(view);
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const answer = await page.goto(view);
  expect(answer?.fromServiceWorker()).toBe(true);
  // The page the worker keeps carries the policy nginx sent with it: its inline scripts' hashes.
  const csp = answer?.headers()['content-security-policy'] ?? '';
  const inline = [...((await answer?.text()) ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)];
  // The read starter, the asset starter and the boot script.
  expect(inline).toHaveLength(3);
  for (const [, script] of inline) {
    const hash = `'sha256-${createHash('sha256')
      .update(script ?? '')
      .digest('base64')}'`;
    expect(/script-src ([^;]+);/.exec(csp)?.[1]?.split(' ')).toContain(hash);
  }
  expect(csp).toContain("worker-src 'self';");
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  expect(violations).toEqual([]);
});
