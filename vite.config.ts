import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootScriptPlugin, bootWordsPlugin } from './build/bootScript.ts';
import { demoFreeBuildPlugin } from './build/demoFree.ts';
import { nginxSitePlugin } from './build/nginxSite.ts';
import { buildReadStarter } from './build/readStarter.ts';
import { previewDocumentsPlugin } from './build/previewDocuments.ts';
import { retiresShellWorker, shellWorkerPlugins } from './build/shellWorker.ts';
import { siteFilesPlugin } from './build/siteFiles.ts';
import { entryChunks } from './build/chunkGroups.ts';
import { assumedParts } from './scripts/apiCheck/assumed.mjs';
import {
  apiStorageUrl,
  configuredApiBase,
  demoApiBase,
  demoStorageUrl,
  isDemoApiBase,
} from './src/lib/apiBase.ts';
import { absoluteSiteUrl } from './src/lib/publicPages.ts';

const WORKER = 'mockServiceWorker.js';

/**
 * The demo backend's service worker, served in development and written into a demo build only:
 * a build with VITE_API_URL holds no MSW code at all.
 */
function demoServiceWorker(demo: boolean, answered: string[]): Plugin {
  // MSW's worker unregisters itself when the last page it knows closes. On a full navigation the
  // closing page can report first, before the new page is listed: the worker unregisters, the
  // new page's start registers a fresh one, and that one takes the page over without knowing it
  // is mocked, so the page's next calls pass through to the static server (a 404). The demo keeps
  // its worker registered instead; with no page mocking, it lets every request pass anyway.
  const UNREGISTER = 'self.registration.unregister()';
  // MSW's worker hands every request of the page to the page's handlers, the app's own scripts,
  // styles, fonts and images too: a round of messages each, on the page's busy main thread while
  // it starts. The demo answers only under its API and storage bases; the rest goes straight on.
  const FETCH_LISTENER = "addEventListener('fetch', function (event) {";
  const passOthers = [
    FETCH_LISTENER,
    `  const answered = ${JSON.stringify(answered)}`,
    '  const url = event.request.url',
    '  const origin = self.location.origin',
    '  if (!answered.some((base) => url.startsWith(new URL(base, origin).href))) return',
  ].join('\n');
  const source = () => {
    const worker = readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), 'utf8');
    if (!worker.includes(UNREGISTER) || !worker.includes(FETCH_LISTENER)) {
      throw new Error(`msw's ${WORKER} changed: recheck the patch`);
    }
    return worker
      .replace(UNREGISTER, '// kept registered (see vite.config.ts)')
      .replace(FETCH_LISTENER, passOthers);
  };
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      if (!demo) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (demo) this.emitFile({ type: 'asset', fileName: WORKER, source: source() });
    },
  };
}

/**
 * React Router's own production build, for a production bundle. Its package exports name only its
 * development build, whose warnings stay switched on in the bundle; the production build is the
 * same code with them off, so the minifier drops them.
 */
function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const dist = new URL(
    'dist/production/',
    pathToFileURL(createRequire(import.meta.url).resolve('react-router/package.json')),
  );
  return [
    { find: /^react-router$/, replacement: fileURLToPath(new URL('index.mjs', dist)) },
    { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('dom-export.mjs', dist)) },
  ];
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBase = configuredApiBase(env.VITE_API_URL);
  const storageBase = apiBase ? apiStorageUrl(apiBase, env.VITE_STORAGE_URL) : '';
  const demo = isDemoApiBase(env.VITE_API_URL);
  const root = process.cwd();
  const chunks = entryChunks(root, {
    start: 'src/app/start.tsx',
    recordViewPage: 'src/features/record/RecordViewPage.tsx',
  });
  return {
    // The app's one demo-mode flag (src/lib/env.ts), a constant so that an API build drops the
    // demo backend's code.
    // What the contract marks assumed, for the demo backend's spec-only mode (none in an API build).
    define: {
      'import.meta.env.DEMO_BACKEND': JSON.stringify(demo),
      __ASSUMED_PARTS__: JSON.stringify(demo ? assumedParts() : { operations: [], answers: [] }),
    },
    plugins: [
      react(),
      tailwindcss(),
      demoServiceWorker(demo, [`${demoApiBase}/`, `${demoStorageUrl(env.VITE_STORAGE_URL)}/`]),
      demoFreeBuildPlugin(demo),
      bootWordsPlugin(root),
      bootScriptPlugin(root, apiBase, buildReadStarter, storageBase),
      siteFilesPlugin(root, absoluteSiteUrl(env.VITE_PUBLIC_URL)),
      nginxSitePlugin(root),
      previewDocumentsPlugin(),
      shellWorkerPlugins(demo, retiresShellWorker(env), { root, apiBase }),
      chunks.plugin,
    ],
    resolve: {
      // `@/…` means `src/…` (also in tsconfig.json's paths and eslint.config.js's resolver).
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? reactRouterProduction() : []),
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: chunks.rolldownOptions,
    },
  };
});
