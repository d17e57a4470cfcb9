// The production bundle as the benchmark and the Lighthouse run measure it: built against the
// demo backend served over HTTP at /api (see server.mjs). With a manifest and hidden source maps
// (the files name none, so they are the deployed ones byte for byte) for the module report.
import { execFileSync } from 'node:child_process';

export function buildApp(outDir) {
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
      env: { ...process.env, VITE_API_URL: '/api' },
    },
  );
}
