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
          // Each file in a fresh worker: sharing them (isolate: false) took a third less processor
          // time, but a record view test then failed after three other files, for a cause not
          // found yet; the Node files share theirs, having no page and no demo backend.
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: [unitTests],
            exclude: withoutDom,
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
