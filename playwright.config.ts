import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/chromium.mjs';
import { demoSigningKey } from './src/lib/signingKeys';

// Several runs can share a machine: each port builds into its own folder.
// A run takes its port and the next (the API build), the nginx test E2E_PORT+50 to +53 and +55
// (a build against an API on another origin), and the shell worker's test of two builds in a row
// E2E_PORT+54.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = `node_modules/.e2e-dist-${PORT}`;
/** The production build against an API over HTTP, for the boot script (tests/e2e/boot.spec.ts). */
export const API_BUILD_PORT = PORT + 1;
export const API_OUT_DIR = `node_modules/.e2e-api-dist-${PORT}`;
/** Where the shell worker's test serves two API builds in a row, on one origin. */
export const NEXT_BUILD_PORT = PORT + 54;

/** Vite's own script, without npx's start-up. */
const vite = 'node node_modules/vite/bin/vite.js';
/**
 * The key set of a build against an API: the demo backend's key, which signs the cards' copies
 * the tests make (a demo build knows it by itself).
 */
const SIGNING_KEYS = JSON.stringify({ keys: [demoSigningKey] });
export const viteBuild = (outDir: string, apiUrl: string, publicUrl = '') =>
  `VITE_API_URL=${apiUrl} VITE_PUBLIC_URL=${publicUrl} VITE_CARD_SIGNING_KEYS='${SIGNING_KEYS}' ${vite} build --logLevel warn --outDir ${outDir} --emptyOutDir`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A third worker fills the processor while the other two wait on pages and the demo backend:
  // the run went from 303 to 251 s on this 2-core machine, busy 77% then 90%.
  workers: 3,
  // No retry: a test that fails once has a cause to find.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    serviceWorkers: 'allow',
    locale: 'pt-BR',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      // Both builds at once (a build leaves the other core mostly idle), then the demo build's
      // server. The demo build has no VITE_API_URL: the demo backend runs in the browser. It
      // names its own address as the site's (its sitemap and share tags); the API build none.
      command: [
        `${viteBuild(OUT_DIR, '', `http://127.0.0.1:${PORT}`)} & demo=$!`,
        `${viteBuild(API_OUT_DIR, '/api')} & api=$!`,
        `wait $demo && wait $api && exec ${vite} preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
      ].join('; '),
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // Started once the one above is up, its build done.
      command: `node tests/e2e/support/apiServer.mjs ${API_BUILD_PORT} ${API_OUT_DIR}`,
      url: `http://127.0.0.1:${API_BUILD_PORT}/api/medical-record/blood-type?cardNumber=ABC123XYZ`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
