// npm run preview:boot: the record view as a phone gets it from a deployed site, boot page first.
// `npm run dev` never shows the boot page: it runs the demo backend inside the app, so nothing
// answers a read before the app has started. This builds the production bundle against an API
// at /api and serves it with the demo backend's handlers answering /api over real HTTP.
import { spawnSync } from 'node:child_process';

const port = Number(process.env.PORT ?? 4174);
const outDir = 'node_modules/.boot-preview';

const build = spawnSync(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ],
  { stdio: 'inherit', env: { ...process.env, VITE_API_URL: '/api' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

process.argv = [process.argv[0], process.argv[1], String(port), outDir];
await import('../tests/e2e/support/apiServer.mjs');
console.log(`the boot page: http://127.0.0.1:${port}/prontuario-do-usuario/ABC123XYZ`);
