// The production bundle as the benchmark and the Lighthouse run measure it: built against the
// demo backend served over HTTP at /api (see server.mjs). With a manifest and hidden source maps
// (the files name none, so they are the deployed ones byte for byte) for the module report.
import { execFileSync } from 'node:child_process';

/** `signingKeys`: the JWK set of the keys a card's copy may be signed with, as VITE_CARD_SIGNING_KEYS. */
export function buildApp(outDir, signingKeys = '') {
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      'hidden',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
      // A production build whatever the caller's mode (loading the demo backend sets it to test).
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_API_URL: '/api',
        VITE_CARD_SIGNING_KEYS: signingKeys,
      },
    },
  );
}
