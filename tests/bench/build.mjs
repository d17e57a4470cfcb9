// The production bundle as the benchmark and the Lighthouse run measure it: built against the
// demo backend served over HTTP at /api (see server.mjs).
import { execFileSync } from 'node:child_process';

export function buildApp(outDir) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: '/api' },
    },
  );
}
