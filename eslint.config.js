import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every path below is resolved from this file's folder, whatever the working directory is (the
// lint fixture test runs ESLint from its own process).
const root = dirname(fileURLToPath(import.meta.url));

/** The tests reach the app's modules the way the app does: through @/, never by counting up. */
const srcThroughAlias = {
  regex: '^(\\.\\./)+src/',
  message: "Import the app's modules through @/ (src/).",
};

/** One timeout for every unit test, vitest.config.ts's: a file's own would outlast the file. */
const oneTestTimeout = {
  selector: "CallExpression[callee.object.name='vi'][callee.property.name='setConfig']",
  message: 'One timeout for every unit test: vitest.config.ts sets it.',
};
const at = (...parts) => join(root, ...parts);

// The features are the folders of src/features, read here so that a new one is covered at once.
const features = readdirSync(at('src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The levels below the features: they never import a feature, the app shell, the boot script or
// the demo backend. src/record holds the record's section declarations (what the editor, the
// view, the boot script and the demo backend share); src/recordReading how a record is read and
// summed up, plain code that the boot script and the app share; src/bootHandoff the boot page's
// hand-over to the app (its page, its reads, its language); src/styles class names without React.
const lowerLevels = [
  'components',
  'lib',
  'api',
  'session',
  'i18n',
  'record',
  'recordReading',
  'bootHandoff',
  'styles',
];

/** The plain levels the boot script is built from, and src/recordReading with them. */
const plainLevels = ['./record', './api', './lib', './i18n', './bootHandoff', './styles'];

// Layers, checked on the file each import RESOLVES to (relative, `@/…` or anything else), not on
// the import's text. Each zone: files in `target` may not import files in `from` (but `except`).
const zones = [
  ...features.map((feature) => ({
    target: at('src/features', feature),
    from: at('src/features'),
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what they share down a level.',
  })),
  {
    target: at('src/features'),
    from: [at('src/app'), at('src/mocks'), at('src/boot')],
    message: 'Features do not import the app shell, the boot script or the demo backend.',
  },
  {
    // (src/record's own zone below is stricter still.)
    target: lowerLevels.filter((level) => level !== 'record').map((level) => at('src', level)),
    from: [at('src/features'), at('src/app'), at('src/mocks'), at('src/boot')],
    message:
      'Lower levels never import features, the app shell, the boot script or the demo backend.',
  },
  {
    // src/record is a declaration layer like lib: it builds on api, lib and i18n only.
    target: at('src/record'),
    from: at('src'),
    except: ['./record', './api', './lib', './i18n'],
    message: 'src/record imports only src/api, src/lib and src/i18n (types).',
  },
  {
    // The demo backend stands in for the server: it shares the API's types, lib and the record's
    // declarations, and nothing of the React app.
    target: at('src/mocks'),
    from: at('src'),
    except: ['./mocks', './api', './lib', './record'],
    message: 'The demo backend imports only src/api, src/lib and src/record.',
  },
  {
    // What the boot script and the app share for the record view: plain code, no React.
    target: at('src/recordReading'),
    from: at('src'),
    except: ['./recordReading', ...plainLevels],
    message:
      'src/recordReading imports only src/record, src/api, src/lib, src/i18n, src/bootHandoff and src/styles.',
  },
  {
    // The boot script is inlined in index.html and runs before React: it is built from
    // src/recordReading and the plain levels, and nothing else of src/.
    target: at('src/boot'),
    from: at('src'),
    except: ['./boot', './recordReading', ...plainLevels],
    message:
      'The boot script imports only src/recordReading, src/record, src/api, src/lib, src/i18n, src/bootHandoff and src/styles.',
  },
  {
    // What the boot page leaves for the app, read by both sides: it depends on neither.
    target: at('src/bootHandoff'),
    from: at('src'),
    except: ['./bootHandoff', './api'],
    message: 'src/bootHandoff imports nothing of src/ but the types of src/api.',
  },
  {
    // Class names only: the app shell's and the buttons', shared with the boot page.
    target: at('src/styles'),
    from: at('src'),
    except: ['./styles'],
    message: 'src/styles imports nothing of src/.',
  },
  {
    // Only src/api talks HTTP: everything else in src/ (folders and files, read from the disk).
    target: readdirSync(at('src'))
      .filter((name) => name !== 'api')
      .map((name) => at('src', name)),
    from: at('node_modules/axios'),
    message: 'Call the API modules in src/api instead of axios.',
  },
];

/** A member expression's name matching `pattern`, however written: `.x`, `['x']`, `[`x`]`. */
const memberNamed = (pattern) =>
  `:matches([computed=false][property.name=${pattern}], [computed=true][property.value=${pattern}], [computed=true][property.quasis.0.value.cooked=${pattern}])`;
const write = '/^write(ln)?$/';
/** A document, or what leads to one: document, contentDocument, ownerDocument, Document. */
const aDocument = '/^(document|[a-zA-Z]*Document)$/';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      // Files that break the rules on purpose, linted by tests/unit/lint/boundaries.test.ts.
      'tests/unit/lint/fixtures',
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
  {
    // Imports resolve as TypeScript and Vite resolve them (tsconfig.json's paths: `@/…` is src/).
    // (The fixtures are ignored above; tests/unit/lint/boundaries.test.ts lints them on purpose.)
    files: ['src/**/*.{ts,tsx}', 'tests/unit/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads (to follow imports for no-cycle) and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: at('tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // An import that does not resolve would pass the zones unseen (Vite's virtual modules aside).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      // Type-only imports do not count (they are erased); a lazy import() does.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Markup from text is how a record's words would become a script: the app writes text nodes
    // (React's children, textContent) only. Every sink is refused in any spelling: `.x`, `['x']`,
    // `[`x`]`, as an object's key (Object.assign, props), or named to setAttribute/Reflect.set.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'innerHTML',
          'outerHTML',
          'insertAdjacentHTML',
          'setHTMLUnsafe',
          'parseHTMLUnsafe',
          'createContextualFragment',
          'srcdoc',
        ].flatMap((name) => {
          const message = `${name} parses text as markup: set textContent or build elements.`;
          const is = `/^${name}$/i`;
          return [
            { selector: `MemberExpression${memberNamed(is)}`, message },
            { selector: `Property:matches([key.name=${is}], [key.value=${is}])`, message },
            { selector: `JSXAttribute[name.name=${is}]`, message },
            { selector: `CallExpression > Literal.arguments[value=${is}]`, message },
          ];
        }),
        {
          // document.write and writeln, through any path to a document (window.document,
          // iframe.contentDocument, Document.prototype) or taken out of one.
          selector: `MemberExpression${memberNamed(write)}:matches([object.name=${aDocument}], [object.property.name=${aDocument}], [object.property.value=${aDocument}], [object.property.name='prototype'])`,
          message: 'document.write parses text as markup: build elements instead.',
        },
        {
          selector: `VariableDeclarator:matches([init.name=${aDocument}], [init.property.name=${aDocument}]) > ObjectPattern > Property[key.name=${write}]`,
          message: 'document.write parses text as markup: build elements instead.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML parses text as markup: render the text as children.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML parses text as markup: render the text as children.',
        },
      ],
    },
  },
  {
    // An import that climbs more than one level names its place from src/ instead: `@/lib/x`
    // reads the same in every file, where `../../../lib/x` counts folders. (The files Node loads
    // as they are, for the build's config, climb one level at most.)
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Climbing more than one level: import it through @/ (src/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcThroughAlias] }] },
  },
  {
    // src/record may use src/i18n's types but not its runtime (i18next).
    files: ['src/record/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)i18n(/|$)',
              allowTypeImports: true,
              message: 'src/record imports only types from src/i18n.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/unit/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // One async timeout for every test file: the set-up's. Set elsewhere, it would last for the
    // files that share the worker after it, so a file's timeout would hang on the order they ran in.
    // (This block's restricted imports replace the one above for tests/unit: it repeats them.)
    files: ['tests/unit/**/*.{ts,tsx}'],
    ignores: ['tests/unit/setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@testing-library/react', '@testing-library/dom'].map((name) => ({
            name,
            importNames: ['configure'],
            message: 'Testing Library is configured once, in tests/unit/setup.ts.',
          })),
          patterns: [srcThroughAlias],
        },
      ],
      'no-restricted-syntax': ['error', oneTestTimeout],
    },
  },
  {
    // A support module only declares: importing it changes nothing, a test calls what it needs.
    files: ['tests/unit/support/**/*.{ts,tsx}', 'tests/e2e/support/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > ExpressionStatement',
          message: 'A support module does nothing when imported: export a function to call.',
        },
        oneTestTimeout,
      ],
    },
  },
);
