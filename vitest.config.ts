// The unit tests (`npm run test:unit`): the app's Vite config (vite.config.ts), plus this.
import { readdirSync, readFileSync } from 'node:fs';
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

/** Every unit test file, by its path from the repository's root. */
const unitTestFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `tests/unit/${path.replaceAll('\\', '/')}`);

/**
 * The DOM tests share their worker's modules from file to file (`isolate: false`): importing the app
 * and the demo backend again for each file was a third of the run's processor time. A file that
 * needs modules no earlier file has loaded or mocked gets a fresh worker: each file with a
 * `vi.mock` (found here, so none is forgotten), and these, which see a library load on demand.
 */
const withFreshModules = [
  'tests/unit/app/lazyToasts.test.tsx',
  'tests/unit/app/toastsAfterInput.test.tsx',
  ...unitTestFiles.filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'))),
].filter((path) => !withoutDom.includes(path));

const dom = {
  environment: 'jsdom',
  setupFiles: ['tests/unit/setup.ts'],
} as const;

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
          test: {
            ...dom,
            name: 'dom',
            include: [unitTests],
            exclude: [...withoutDom, ...withFreshModules],
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...dom, name: 'dom-fresh', include: withFreshModules },
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
