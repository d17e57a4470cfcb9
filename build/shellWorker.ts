// Build-time side of the app shell's service worker (runs in Node, from vite.config.ts), in a
// build against an API only: the demo keeps MSW's worker, and its scope, to itself. Workbox's
// generated worker answers every navigation with the precached document a server would send
// (src/lib/documents.ts): the record view's own on its addresses, index.html elsewhere, each with
// its boot script and styles inline. It precaches only what the record view's first paint asks
// for (both documents are small), and keeps the rest
// of the app's hashed files as they are used. Nothing else is ever stored: no API answer, no
// stored file, no page's data (docs/deployment.md, "The app shell's service worker").
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_DOCUMENT, RECORD_DOCUMENT } from '../src/lib/documents.ts';
import { recordViewAddress } from '../src/lib/recordViewAddress.ts';
import { firstPaintManifest } from './firstPaint.ts';
import { buildBootScript } from './bootScript.ts';
import { readStarterFactsPlugin } from './readStarter.ts';

/** The worker's file, at the site's root so that its scope is the whole site. */
export const SHELL_WORKER_FILE = 'sw.js';
/** The cache of the app's hashed files kept as they are used (the precache is Workbox's own). */
export const APP_FILES_CACHE = 'app-files';

/** A navigation that is not a page of the app: the API, stored files, files at the root. */
export const NOT_A_PAGE = [/^\/api\//, /^\/storage\//, /\/[^/]+\.[^/]+$/];

/** The record view's address (the router's pattern, `^…$`) with any query after it. */
const recordViewPage = `${recordViewAddress.source.replace(/^\^|\$$/g, '')}(?:\\?.*)?$`;
/** A navigation to the record view, as Workbox's navigation route reads it: path and query. */
export const RECORD_VIEW_NAVIGATION = new RegExp(`^${recordViewPage}`, recordViewAddress.flags);
/** The same, as Workbox's other routes read a request: its whole address, on this origin. */
export const RECORD_VIEW_REQUEST = new RegExp(
  `^https?://[^/]+${recordViewPage}`,
  recordViewAddress.flags,
);

/**
 * The record view's navigations: its own precached document (the network if it is missing).
 * Workbox writes this function's text into the worker, so it names nothing from this file: a
 * unit test holds its address to RECORD_DOCUMENT's. The precache keys the document with its
 * revision in the query.
 */
export const answerWithRecordDocument = async ({ request }: { request: Request }) =>
  (await caches.match('/record.html', { ignoreSearch: true })) ?? fetch(request);

/**
 * An answer for an app file is kept only when it is one: a server that answered a missing file
 * with a page (status 200, HTML) would otherwise have that page served as code from then on.
 * Workbox writes this function's text into the worker too.
 */
export const keepOnlyAppFiles = async ({ response }: { response: Response }) =>
  response.status === 200 && !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')
    ? response
    : null;

/**
 * The build option that retires the worker (docs/deployment.md): `VITE_RETIRE_SHELL_WORKER=true`
 * writes, in place of the worker, one that removes itself, empties this site's caches and loads
 * its pages anew from the server (vite-plugin-pwa's `selfDestroying`), in a demo build too, where
 * a missing sw.js would leave the installed worker serving the old build.
 */
export function retiresShellWorker(env: Record<string, string | undefined>): boolean {
  return env.VITE_RETIRE_SHELL_WORKER === 'true';
}

function selfDestroyingWorker(): PluginOption[] {
  return [
    VitePWA({
      filename: SHELL_WORKER_FILE,
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      selfDestroying: true,
    }),
  ];
}

/**
 * What the worker imports: its routes for the API's requests (Chromium's static routing API) and
 * its read starter (src/boot/workerReadStarter.ts).
 */
export const WORKER_ROUTES_FILE = 'sw-routes.js';

/**
 * The API's requests go to the network without waking the worker: a fetch event for each would
 * wait for the worker's thread, busy answering the page's code from its caches. All but the record
 * view's public reads, which the worker started itself at the page's navigation and answers from
 * what it holds (or lets go to the network). The first rule that matches is the one followed; a
 * browser that does not know one of them takes none, and every request has its fetch event.
 */
export const WORKER_ROUTES = `self.addEventListener('install', (event) => {
  if (!event.addRoutes) return;
  const recordReads = {
    urlPattern: new URLPattern({ pathname: '/api/medical-record/*', search: 'cardNumber=*' }),
  };
  const api = { urlPattern: new URLPattern({ pathname: '/api/*' }) };
  event
    .addRoutes([
      { condition: recordReads, source: 'fetch-event' },
      { condition: api, source: 'network' },
    ])
    .catch(() => undefined);
});
`;

export const WORKER_READ_STARTER_ENTRY = 'src/boot/workerReadStarter.ts';

/** The worker's read starter, built like the page's, for the API at `apiBase`. */
export function buildWorkerReadStarter(root: string, apiBase: string): Promise<string> {
  return buildBootScript(root, WORKER_READ_STARTER_ENTRY, [readStarterFactsPlugin(root, apiBase)]);
}

/**
 * The worker's plugins: none in the demo build, unless it retires the worker; in a build against
 * the API at `apiBase`, the worker and what it imports.
 */
export function shellWorkerPlugins(
  demo: boolean,
  retire = false,
  { root = '', apiBase = '' } = {},
): PluginOption[] {
  if (retire) return selfDestroyingWorker();
  if (demo) return [];
  let outDir = '';
  let readStarter = '';
  const outDirOf: Plugin = {
    name: 'shell-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      readStarter = apiBase ? await buildWorkerReadStarter(root, apiBase) : '';
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: WORKER_ROUTES_FILE,
        source: `${WORKER_ROUTES}${readStarter}\n`,
      });
    },
  };
  return [
    outDirOf,
    VitePWA({
      strategies: 'generateSW',
      filename: SHELL_WORKER_FILE,
      // Registered by the app itself once the record view has shown every section
      // (src/lib/shellWorker.ts); the site's manifest is public/manifest.webmanifest.
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: [PAGE_DOCUMENT, RECORD_DOCUMENT, 'assets/**/*.js'],
        manifestTransforms: [
          (entries) => ({
            manifest: firstPaintManifest(
              entries,
              readFileSync(join(outDir, PAGE_DOCUMENT), 'utf8'),
            ),
            warnings: [],
          }),
        ],
        navigateFallback: PAGE_DOCUMENT,
        navigateFallbackDenylist: [...NOT_A_PAGE, RECORD_VIEW_NAVIGATION],
        // One file to serve (and to send with no-cache): Workbox's code inside the worker.
        inlineWorkboxRuntime: true,
        importScripts: [`/${WORKER_ROUTES_FILE}`],
        // A new build's worker takes over at once; a page of the old build whose next code is
        // gone from the server loads anew (src/lib/vanishedCode.ts).
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          { urlPattern: RECORD_VIEW_REQUEST, handler: answerWithRecordDocument },
          {
            // The app's own hashed files only: never the API, stored files or another origin.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: APP_FILES_CACHE,
              expiration: { maxEntries: 200 },
              plugins: [{ cacheWillUpdate: keepOnlyAppFiles }],
            },
          },
        ],
      },
    }),
  ];
}
