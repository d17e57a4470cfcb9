// The unit tests (`npm run test:unit`): the app's Vite config (vite.config.ts), plus this.
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const unitTests = 'tests/unit/**/*.test.{ts,tsx}';

/**
 * Test files that need no DOM and no demo backend: they run in Node, without the jsdom and the set-up
 * (tests/unit/setup.ts) that cost the others most of a second each. A file that calls the API
 * needs jsdom, whose location its relative URLs resolve against.
 */
const withoutDom = [
  'tests/unit/api/recordAnswer.test.ts',
  'tests/unit/api/recordVisibility.test.ts',
  'tests/unit/i18n/locales.test.ts',
  'tests/unit/i18n/vagueLinks.test.ts',
  'tests/unit/lib/cardCode.test.ts',
  'tests/unit/lint/dependencies.test.ts',
  'tests/unit/lib/cpf.test.ts',
  'tests/unit/lib/dates.test.ts',
  'tests/unit/lib/money.test.ts',
  'tests/unit/lib/phone.test.ts',
  'tests/unit/public/publicLocales.test.ts',
  'tests/unit/record/declarations.test.ts',
  'tests/unit/record/ipsBundle.test.ts',
  'tests/unit/record/ipsLazy.test.ts',
];

/**
 * Test files that need modules no earlier file has loaded: they replace a module (`vi.mock`), or
 * check that a library is not loaded until it is needed. Each runs in a fresh worker.
 */
const withFreshModules = [
  'tests/unit/account/profileMessages.test.tsx',
  'tests/unit/app/lazyToasts.test.tsx',
  'tests/unit/app/toastsAfterInput.test.tsx',
  'tests/unit/i18n/languageDetection.test.ts',
  'tests/unit/public/homeCarouselLazy.test.tsx',
  'tests/unit/record/readsInTransition.test.tsx',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      // Vitest's default leaves one core to itself: one worker on a 2-core machine, while most of
      // a test's time is spent in its worker.
      maxWorkers: Math.max(2, availableParallelism()),
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          // A worker's modules and page are shared by the files it runs, which saves each file
          // the import of the app (a third of the run's processor time). The set-up resets what a
          // test may change (tests/unit/setup.ts).
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: [unitTests],
            exclude: [...withoutDom, ...withFreshModules],
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
            include: withoutDom,
            isolate: false,
          },
        },
      ],
    },
  }),
);
