// The unit tests (`npm run test:unit`): the app's Vite config (vite.config.ts), plus this.
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { unitTests, withFreshModules, withoutDom } from './tests/unit/projects.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      // Vitest's default leaves one core to itself: one worker on a 2-core machine, while most of
      // a test's time is spent in its worker.
      maxWorkers: Math.max(2, availableParallelism()),
      // One timeout for every test: long enough for the editor's 15-section page on a busy
      // 2-core machine.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          // A worker's modules are shared by the files it runs, which saves each file the import
          // of the app (a third of the run's processor time). The set-up resets what a test may
          // change (tests/unit/setup.ts).
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: [unitTests],
            exclude: [withoutDom, ...withFreshModules],
            setupFiles: ['tests/unit/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-fresh',
            environment: 'jsdom',
            include: withFreshModules,
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [withoutDom],
            isolate: false,
          },
        },
      ],
    },
  }),
);
