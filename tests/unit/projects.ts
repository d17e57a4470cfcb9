// Which unit test files run where (vitest.config.ts's projects).

export const unitTests = 'tests/unit/**/*.test.{ts,tsx}';

/**
 * Test files that need no DOM and no demo backend: they run in Node, without the jsdom and the set-up
 * (tests/unit/setup.ts) that cost the others most of a second each. A file that calls the API
 * needs jsdom, whose location its relative URLs resolve against.
 */
export const withoutDom = [
  'tests/unit/api/recordAnswer.test.ts',
  'tests/unit/api/recordVisibility.test.ts',
  'tests/unit/boot/nginxSite.test.ts',
  'tests/unit/build/bootDocuments.test.ts',
  'tests/unit/build/demoMode.test.ts',
  'tests/unit/build/shellWorker.test.ts',
  'tests/unit/contract/apiCheck.test.ts',
  'tests/unit/contract/contract.test.ts',
  'tests/unit/contract/generatedTypes.test.ts',
  'tests/unit/contract/recordSections.test.ts',
  'tests/unit/i18n/locales.test.ts',
  'tests/unit/i18n/vagueLinks.test.ts',
  'tests/unit/lib/cardCode.test.ts',
  'tests/unit/lint/declaredNames.test.ts',
  'tests/unit/lint/dependencies.test.ts',
  'tests/unit/lib/cpf.test.ts',
  'tests/unit/lib/dates.test.ts',
  'tests/unit/lib/documentMask.test.ts',
  'tests/unit/lib/money.test.ts',
  'tests/unit/lib/phone.test.ts',
  'tests/unit/public/publicLocales.test.ts',
  'tests/unit/record/declarations.test.ts',
  'tests/unit/record/ipsBundle.test.ts',
  'tests/unit/record/ipsLazy.test.ts',
  'tests/unit/lint/freshModules.test.ts',
];

/**
 * Test files that need modules no earlier file has loaded: they replace a module (`vi.mock`), or
 * check that a library is not loaded until it is needed. Each runs in a fresh worker.
 */
export const withFreshModules = [
  'tests/unit/account/profileMessages.test.tsx',
  'tests/unit/app/lazyToasts.test.tsx',
  'tests/unit/app/toastsAfterInput.test.tsx',
  'tests/unit/cardSummary/readWithoutFormatter.test.ts',
  'tests/unit/i18n/languageDetection.test.ts',
  'tests/unit/public/homeCarouselLazy.test.tsx',
  'tests/unit/record/printCodeMissing.test.tsx',
  'tests/unit/record/readsInTransition.test.tsx',
];
