// Build-time side of the boot script (runs in Node, from vite.config.ts and the tests): compiles
// it into small classic scripts and writes the app's two documents, each with its script inline
// together with what it reads there (the API base and the view's asset names): index.html, for
// every page, with src/boot/page.ts (the page's frame and a loading state), and record.html, for
// the public record view's addresses, with src/boot/main.ts (the emergency summary too). Both
// start the same app.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { build, runnerImport, type Plugin, type Rollup } from 'vite';
import { languages, type Language } from '../src/i18n/languages.ts';
import {
  bootNamespaces,
  bootWordKeys,
  frameWordKeys,
  headerWordKeys,
  INLINE_LANGUAGE,
  pickBootWords,
  type FlatWords,
} from '../src/boot/bootWords.ts';
import { SUMMARY_WORDS_ID, type DocumentWords } from '../src/boot/documentWords.ts';
import { BOOT_ASSETS_ID, type BootAssets } from '../src/boot/preload.ts';
import { RECORD_DOCUMENT } from '../src/lib/documents.ts';
import { API_BASE_META, STORAGE_BASE_META } from '../src/boot/documentMeta.ts';
import { APP_STYLES_ID } from '../src/bootHandoff/appStyles.ts';
import { APP_CODE_ID } from '../src/boot/appCode.ts';

const WORDS_ID = 'virtual:boot-words';
const FRAME_WORDS_ID = 'virtual:boot-frame-words';
/** What the record view's route loads: its page and, from its loader, the record reads. */
const RECORD_VIEW = /\/(features\/record\/RecordViewPage\.tsx|api\/medicalRecord\.ts)$/;
/** What the record view loads when it opened with a printed card's copy, and only then. */
const CARD_COPY = /\/features\/record\/view\/CopiedSummary\.tsx$/;
const LOCALE = /\/i18n\/locales\/(\w+)\/(\w+)\.json$/;

/** `@/…` is `src/…`, as in vite.config.ts (these builds read no config file). */
const sourceAlias = (root: string) => ({ alias: { '@': join(root, 'src') } });

export type RecordView = Pick<
  typeof import('../src/recordReading/emergencySummary.ts'),
  'recordReadOrder' | 'summarySections'
>;

/**
 * The emergency summary's sections and the record view's order of reads, loaded through Vite as
 * the app's code is: the config imports only files that Node can load as they are (Vite's coming
 * native config loader warns of any other).
 */
export async function loadRecordView(root: string): Promise<RecordView> {
  const { module } = await runnerImport<RecordView>(
    join(root, 'src/recordReading/emergencySummary.ts'),
    { root, configFile: false, logLevel: 'warn', resolve: sourceAlias(root) },
  );
  return module;
}

/** The boot words of `language` with `keys`, the summary's section titles too when `summary`. */
async function bootWordsIn(
  root: string,
  language: Language,
  keys: readonly string[],
  summary: boolean,
): Promise<FlatWords> {
  const { summarySections } = await loadRecordView(root);
  const summaryIds = summary ? summarySections.map((section) => section.id) : [];
  const files = bootNamespaces.map((namespace) => [
    namespace,
    JSON.parse(
      readFileSync(join(root, `src/i18n/locales/${language}/${namespace}.json`), 'utf8'),
    ) as unknown,
  ]);
  return pickBootWords(Object.fromEntries(files), summaryIds, keys);
}

/**
 * `virtual:boot-words`: the frame's and the whole header's words in every language and the
 * summary's in INLINE_LANGUAGE, picked from the locale files; `virtual:boot-frame-words`: the
 * frame's only.
 */
export function bootWordsPlugin(root: string): Plugin {
  return {
    name: 'boot-words',
    resolveId: (source) => ([WORDS_ID, FRAME_WORDS_ID].includes(source) ? `\0${source}` : null),
    async load(id) {
      if (id !== `\0${WORDS_ID}` && id !== `\0${FRAME_WORDS_ID}`) return null;
      const frameOnly = id === `\0${FRAME_WORDS_ID}`;
      const entries = languages.map(async (language) => {
        const summary = !frameOnly && language === INLINE_LANGUAGE;
        const keys = summary
          ? bootWordKeys
          : frameOnly
            ? frameWordKeys
            : [...frameWordKeys, ...headerWordKeys];
        return [language, await bootWordsIn(root, language, keys, summary)] as const;
      });
      return `export default ${JSON.stringify(Object.fromEntries(await Promise.all(entries)))};`;
    },
  };
}

/**
 * The summary's words in every language but INLINE_LANGUAGE, beyond those the boot script
 * carries (the frame's and the header's), for the end of record.html (`SUMMARY_WORDS_ID`).
 */
export async function documentSummaryWords(root: string): Promise<DocumentWords> {
  const carried = new Set<string>([...frameWordKeys, ...headerWordKeys]);
  const entries = languages
    .filter((language) => language !== INLINE_LANGUAGE)
    .map(async (language) => {
      const all = await bootWordsIn(root, language, bootWordKeys, true);
      const beyond = Object.entries(all).filter(([key]) => !carried.has(key));
      return [language, Object.fromEntries(beyond)] as const;
    });
  return Object.fromEntries(await Promise.all(entries));
}

/**
 * The boot script of each document (the record view's, and every other page's), and the record
 * view's asset starter.
 */
export const bootEntries = {
  record: 'src/boot/main.ts',
  page: 'src/boot/page.ts',
  assets: 'src/boot/assetStarter.ts',
} as const;

/** A boot script, minified, as it goes between <script> and </script>, and its styles. */
export interface BootBuild {
  script: string;
  /** The styles its markup needs before the app's stylesheet, from the CSS it imports; or ''. */
  css: string;
}

/** Builds a boot script with the stylesheet its imports make. */
export async function buildBoot(
  root: string,
  entry: string = bootEntries.record,
  plugins: Plugin[] = [],
): Promise<BootBuild> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: sourceAlias(root),
    plugins: [bootWordsPlugin(root), tailwindcss(), ...plugins],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(root, entry), formats: ['iife'], name: 'boot' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const files = outputs.flatMap((output) => ('output' in output ? output.output : []));
  const chunk = files.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the boot script did not build');
  const script = chunk.code.trim();
  if (/<\/script/i.test(script)) throw new Error('the boot script must not contain </script');
  const sheet = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  const css = sheet?.type === 'asset' ? String(sheet.source).trim() : '';
  if (/<\/style/i.test(css)) throw new Error('the boot styles must not contain </style');
  return { script, css };
}

/** A boot script's code, minified, as it goes between <script> and </script>. */
export async function buildBootScript(
  root: string,
  entry: string = bootEntries.record,
  plugins: Plugin[] = [],
): Promise<string> {
  return (await buildBoot(root, entry, plugins)).script;
}

/** The script's hash as a Content-Security-Policy source. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

type Bundle = Rollup.OutputBundle;

function chunksOf(bundle: Bundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((file) => file.type === 'chunk');
}

/** A chunk and every chunk it imports, by file name. */
function withImports(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') chunk.imports.forEach((name) => withImports(bundle, name, into));
  return into;
}

/**
 * The chunks of the modules matched, with their imports, but for those the page's entry brings
 * (the entry of the documents' script; the app's start and the record view's page are entries of
 * the bundle too, see build/chunkGroups.ts).
 */
function chunksBeyondEntry(bundle: Bundle, modules: RegExp): string[] {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
  const inEntry = entry ? withImports(bundle, entry.fileName) : new Set<string>();
  const wanted = new Set<string>();
  for (const chunk of chunks) {
    if (modules.test(chunk.facadeModuleId ?? '')) withImports(bundle, chunk.fileName, wanted);
  }
  return [...wanted].filter((name) => !inEntry.has(name));
}

/** The app proper, which the entry imports once the boot script's summary is on screen. */
const APP_START = /\/app\/start\.tsx$/;

/**
 * The view's chunks the entry does not already bring, those of a card's copy beyond them, and
 * every language's word chunks.
 */
export function bootAssets(bundle: Bundle): BootAssets {
  const chunks = chunksOf(bundle);
  const appStart = new Set(chunksBeyondEntry(bundle, APP_START));
  const record = chunksBeyondEntry(bundle, RECORD_VIEW).filter((name) => !appStart.has(name));
  const copy = chunksBeyondEntry(bundle, CARD_COPY).filter(
    (name) => !appStart.has(name) && !record.includes(name),
  );
  const words: BootAssets['words'] = {};
  for (const chunk of chunks) {
    const [, language, namespace] = LOCALE.exec(chunk.facadeModuleId ?? '') ?? [];
    if (!language || !namespace || !bootNamespaces.some((name) => name === namespace)) continue;
    const key = language as keyof BootAssets['words'];
    words[key] = { ...words[key], [namespace]: `/${chunk.fileName}` };
  }
  const paths = (names: string[]) => names.map((name) => `/${name}`);
  return { record: paths(record), copy: paths(copy), words };
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/;

/**
 * The app's stylesheet in the page itself: nothing paints before it has arrived, and a link
 * costs a round trip more than the page (on the record view, the boot script's summary waited
 * for it behind the app's code).
 */
function inlineStyles(link: string, bundle?: Rollup.OutputBundle): string {
  const href = /href="\/([^"]+\.css)"/.exec(link)?.[1];
  const asset = href ? bundle?.[href] : undefined;
  if (!asset || asset.type !== 'asset') return link;
  const css =
    typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  if (/<\/style/i.test(css)) return link;
  return `<style>${css}</style>`;
}

/**
 * The page's order: the boot script, the styles, then the app's code (the entry, and the app it
 * starts once the boot script is done), asked for at low priority so that the record's reads are
 * not held up behind it.
 */
function inlineBeforeApp(html: string, boot: string, bundle?: Rollup.OutputBundle): string {
  const stylesheet = inlineStyles(STYLESHEET.exec(html)?.[0].trim() ?? '', bundle);
  const rest = html.replace(STYLESHEET, '');
  const at = rest.indexOf('<script type="module"');
  if (at === -1) throw new Error('index.html has no module script to put the boot script before');
  const appStart = bundle
    ? chunksBeyondEntry(bundle, APP_START).map(
        (name) => `<link rel="modulepreload" crossorigin href="/${name}">`,
      )
    : [];
  const app = [rest.slice(at).replace('</head>', `  ${appStart.join('\n    ')}\n  </head>`)]
    .join('')
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  return `${rest.slice(0, at)}${boot}\n    ${stylesheet}\n    ${app}`;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const STYLE = /<style>[^]*?<\/style>/;
/** The app's code in index.html's head: its entry, and the modules it imports, preloaded. */
const APP_CODE = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
/** The app's root, which index.html's body holds after where the boot script goes. */
const APP_ROOT = '<div id="root">';
/**
 * Holds the page's first render until the parser reaches the app's root, past the boot script
 * that paints the page: a document that arrives whole (from the app's worker) was otherwise
 * rendered once empty, styles and all, before that script ran, a sixth of a second on a slow
 * phone that held the summary up.
 */
const RENDER_AFTER_BOOT = '<link rel="expect" href="#root" blocking="render">';
/** The head's opening, with the charset declaration when it comes first. */
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/;

/**
 * What the record view's document holds besides its boot script: '' (or nothing) for what a build
 * has none of.
 */
export interface RecordStarters {
  /** The read starter (build/readStarter.ts), in a build against an API. */
  reads?: string;
  /** The asset starter (src/boot/assetStarter.ts). */
  assets?: string;
  /** The summary's words in the languages the boot script carries none of, last in the body. */
  summaryWords?: DocumentWords;
}

/**
 * The record view's document: index.html with the record view's boot script first in the body,
 * where it paints the page at once, and before it, in the head, only the styles that page needs;
 * the app's whole stylesheet comes last in the body, inert in a template until the app applies it
 * (src/bootHandoff/appStyles.ts): parsed and applied there, it held up the document's parse, and
 * the record's answers, which the page only took once the parse was over, by a third of a second
 * on a slow phone. The read starter, when the build has one, is the first thing in the head,
 * before any style; the asset starter takes the page's boot script's place, before the styles too.
 * Nothing is rendered before the boot script has run (RENDER_AFTER_BOOT). The app's code (its
 * entry and the preloads of what it imports) comes last in the body, inert in a template until the
 * boot script starts it (src/boot/appCode.ts): from the head, the browser's preload scanner asked
 * for its eleven files before the read starter had even run, and on a slow network their bytes came
 * ahead of the rest of the document and of the reads' answers; live at the end of the body, they
 * still shared the network with those answers.
 */
export function recordDocument(
  indexHtml: string,
  pageScript: string,
  record: BootBuild,
  { reads = '', assets = '', summaryWords }: RecordStarters = {},
): string {
  const pageTag = `<script>${pageScript}</script>`;
  const found = indexHtml.split(pageTag).length - 1;
  if (found !== 1)
    throw new Error(`index.html holds the page's boot script ${found} times, not once`);
  const appStyles = STYLE.exec(indexHtml)?.[0];
  if (!appStyles) throw new Error('index.html has no inline stylesheet');
  if (!indexHtml.includes('<body>') || !indexHtml.includes('</body>'))
    throw new Error('index.html has no body');
  if (!indexHtml.slice(indexHtml.indexOf('<body>')).includes(APP_ROOT))
    throw new Error("index.html's body has no app root");
  const head = HEAD_START.exec(indexHtml)?.[0];
  if (!head) throw new Error('index.html has no head');
  const appCode = [...indexHtml.matchAll(APP_CODE)].map(([tag]) => tag.trim());
  if (!appCode.some((tag) => tag.startsWith('<script')))
    throw new Error('index.html has no entry script');
  const readStarter = reads ? `\n    <script>${reads}</script>` : '';
  return indexHtml
    .replace(APP_CODE, '')
    .replace(head, () => `${head}${readStarter}\n    ${RENDER_AFTER_BOOT}`)
    .replace(pageTag, () => (assets ? `<script>${assets}</script>` : ''))
    .replace(appStyles, () => `<style>${record.css}</style>`)
    .replace('<body>', () => `<body>\n    <script>${record.script}</script>`)
    .replace(
      '</body>',
      () =>
        `  <template id="${APP_STYLES_ID}">${appStyles}</template>${wordsTag(summaryWords)}\n    <template id="${APP_CODE_ID}">${appCode.join('')}</template>\n  </body>`,
    );
}

/** The summary's words as JSON data in a script element, which runs nothing. */
function wordsTag(words: DocumentWords | undefined): string {
  if (!words) return '';
  const json = JSON.stringify(words).replace(/</g, '\\u003c');
  return `\n    <script type="application/json" id="${SUMMARY_WORDS_ID}">${json}</script>`;
}

/** Builds the read starter of a build against `apiBase` ('' for none: build/readStarter.ts). */
export type StarterBuild = (root: string, apiBase: string) => Promise<string>;

/**
 * Inlines the boot script before the app's entry script, with the API base (none in a demo build,
 * where the demo backend only answers once the app has started it) and the view's asset names:
 * every page's script in index.html, and the same page with the record view's script, and the
 * read starter that `buildStarter` makes, as record.html.
 */
export function bootScriptPlugin(
  root: string,
  apiBase: string,
  buildStarter: StarterBuild = () => Promise.resolve(''),
  /** The public base of uploaded files, which the boot page links attachments under. */
  storageBase = '',
): Plugin {
  let page = '';
  let record: BootBuild = { script: '', css: '' };
  let starters: RecordStarters = {};
  return {
    name: 'boot-script',
    apply: 'build',
    async buildStart() {
      page = await buildBootScript(root, bootEntries.page);
      record = await buildBoot(root, bootEntries.record);
      starters = {
        reads: await buildStarter(root, apiBase),
        assets: await buildBootScript(root, bootEntries.assets),
        summaryWords: await documentSummaryWords(root),
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const assets = context.bundle ? bootAssets(context.bundle) : null;
        const parts = [
          apiBase ? `<meta name="${API_BASE_META}" content="${attribute(apiBase)}">` : '',
          apiBase && storageBase
            ? `<meta name="${STORAGE_BASE_META}" content="${attribute(storageBase)}">`
            : '',
          assets
            ? `<script type="application/json" id="${BOOT_ASSETS_ID}">${JSON.stringify(assets)}</script>`
            : '',
          `<script>${page}</script>`,
        ];
        return inlineBeforeApp(html, parts.join('\n    '), context.bundle);
      },
    },
    generateBundle: {
      // After Vite's own, which writes index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build wrote no index.html');
        const html =
          typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        this.emitFile({
          type: 'asset',
          fileName: RECORD_DOCUMENT,
          source: recordDocument(html, page, record, starters),
        });
      },
    },
  };
}
