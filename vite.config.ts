/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const WORKER = 'mockServiceWorker.js';

/**
 * The demo backend's service worker, served in development and written into a demo build only:
 * a build with VITE_API_URL holds no MSW code at all.
 */
function demoServiceWorker(demo: boolean): Plugin {
  const source = () =>
    readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), 'utf8');
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

export default defineConfig(({ mode }) => {
  const demo = !loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL;
  return {
    plugins: [react(), tailwindcss(), demoServiceWorker(demo)],
    build: {
      target: 'es2022',
      sourcemap: false,
    },
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      testTimeout: 15000,
    },
  };
});
