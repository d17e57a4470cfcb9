/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootScriptPlugin, bootWordsPlugin } from './src/boot/build.ts';

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
  const apiBase = (loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL ?? '')
    .trim()
    .replace(/\/+$/, '');
  const root = process.cwd();
  return {
    plugins: [
      react(),
      tailwindcss(),
      demoServiceWorker(!apiBase),
      bootWordsPlugin(root),
      bootScriptPlugin(root, apiBase),
    ],
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
