// Which unit test files run where (vitest.config.ts's projects).

export const unitTests = 'tests/unit/**/*.test.{ts,tsx}';

/**
 * Test files that need no DOM and no demo backend, named `*.node.test.ts`: they run in Node,
 * without the jsdom and the set-up (tests/unit/setup.ts) that cost the others most of a second
 * each. A file that calls the API needs jsdom, whose location its relative URLs resolve against.
 */
export const withoutDom = 'tests/unit/**/*.node.test.ts';

/**
 * Test files that need modules no earlier file has loaded: they replace a module (`vi.mock`), or
 * check that a library is not loaded until it is needed. Each runs in a fresh worker.
 */
export const withFreshModules = [
  'tests/unit/account/profileMessages.test.tsx',
  'tests/unit/account/storageRefused.test.tsx',
  'tests/unit/app/lazyToasts.test.tsx',
  'tests/unit/app/toastsAfterInput.test.tsx',
  'tests/unit/cardSummary/readWithoutFormatter.test.ts',
  'tests/unit/i18n/languageDetection.test.ts',
  'tests/unit/public/homeCarouselLazy.test.tsx',
  'tests/unit/record/printCodeMissing.test.tsx',
  'tests/unit/record/readsInTransition.test.tsx',
];
