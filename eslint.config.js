import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'home',
  'plans',
  'about',
  'contact',
  'auth',
  'checkout',
  'cards',
  'profile',
  'record',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Node scripts (the benchmark); what they run in the page uses browser globals.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Feature boundaries: a feature never imports another feature; pages never import axios.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Call the API modules in src/api instead.' }],
          patterns: [
            {
              group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message:
                'A feature never imports another feature; move what they share down a level.',
            },
            {
              group: ['**/app/**', '**/mocks/**'],
              message: 'Features do not import the app shell or the demo backend.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/{components,lib,api,session,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/mocks/**'],
              message: 'Lower levels never import features, the app shell or the demo backend.',
            },
          ],
        },
      ],
    },
  },
);
