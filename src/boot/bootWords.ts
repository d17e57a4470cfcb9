// The words the boot script carries: only what the record view's heading, the emergency summary
// and the loading frame say, in the five languages, taken from the app's own locale files at
// build time.
import { languageTags, type Language } from '../i18n/languages.ts';

/**
 * The language whose summary words the record view's boot script carries: the record's own,
 * Brazil's. In the others it carries only the frame's, and takes the summary's from the end of its
 * document (src/boot/documentWords.ts); the record's sections take theirs, in every language, from
 * the app's word files (src/boot/loadWords.ts), which the app loads next anyway.
 */
export const INLINE_LANGUAGE = 'pt' satisfies Language;

/** The app's word files (i18next namespaces) the boot words are picked from. */
export const bootNamespaces = ['common', 'recordView', 'record'] as const;

/** The words of the page's frame and its loading state (src/boot/frame.ts), on every page. */
export const frameWordKeys = ['common:app.name', 'common:common.loading'] as const;

/** The words of the record view's whole header (src/boot/wholeHeader.ts), in every language. */
export const headerWordKeys = [
  'common:language.label',
  'common:nav.main',
  'common:nav.home',
  'common:nav.plans',
  'common:nav.about',
  'common:nav.contact',
  'common:nav.login',
  'common:nav.myProfile',
  'common:nav.openRecord',
  'common:nav.openProfile',
  'common:nav.openMenu',
] as const;

/** Key prefixes (namespace:key) the frame, the summary and the record heading use. */
/** Lists of keys as one, in a call the bundler may drop where nothing reads it (every other page). */
const joined = (...lists: (readonly string[])[]): readonly string[] => lists.flat();

export const bootWordKeys = /* @__PURE__ */ joined(frameWordKeys, headerWordKeys, [
  'common:titles.recordView',
  'recordView:title',
  'recordView:cardCode',
  'recordView:summary.',
  'recordView:section.retry',
  'recordView:section.retrying',
  'recordView:unreachable',
  'recordView:print.button',
  'recordView:visibility.hidden',
  'record:notInformed',
  'record:locale',
  'record:yes',
  'record:no',
  'record:units.',
  'record:enums.allergySeverity.',
  'record:enums.conditionStatus.',
  'record:enums.medicineStatus.',
  'record:enums.pregnancyRisk.',
  'record:enums.prosthesisType.',
  'record:sections.',
]);

/** Flat words of one language: "namespace:dotted.key" to text. */
export type FlatWords = Record<string, string>;

function flatten(prefix: string, value: unknown, out: FlatWords): void {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(`${prefix}.${key}`, inner, out);
  }
}

function wanted(
  key: string,
  summarySectionIds: readonly string[],
  keys: readonly string[],
): boolean {
  // The sections the summary may name (in "Tentar novamente (Alergias)"): their titles only.
  if (key.startsWith('record:sections.')) {
    return summarySectionIds.some((id) => key === `record:sections.${id}.title`);
  }
  return keys.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix));
}

/** Every word of some namespaces' locale files, flat. */
export function flatWords(namespaces: Record<string, unknown>): FlatWords {
  const all: FlatWords = {};
  for (const [namespace, messages] of Object.entries(namespaces)) {
    for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
      flatten(`${namespace}:${key}`, value, all);
    }
  }
  return all;
}

/**
 * The boot words of one language from its namespaces' locale files, with the titles of the
 * summary's sections (by id); `keys` picks fewer (the frame's only).
 */
export function pickBootWords(
  namespaces: Record<string, unknown>,
  summarySectionIds: readonly string[],
  keys: readonly string[] = bootWordKeys,
): FlatWords {
  const all = flatWords(namespaces);
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => wanted(key, summarySectionIds, keys)),
  );
}

/**
 * `t` over flat words, as i18next reads them: {{name}} filled in, a `count` choosing the plural
 * form (`key_one`, `key_other`) by the language's rules, the default value (or the key) when a
 * word is missing.
 */
export function bootTranslate(words: FlatWords, language: Language) {
  const plurals = new Intl.PluralRules(languageTags[language]);
  return (key: string, options: Record<string, string | number> = {}): string => {
    const { count } = options;
    const plural = typeof count === 'number' ? words[`${key}_${plurals.select(count)}`] : undefined;
    const template = plural ?? words[key] ?? String(options.defaultValue ?? key);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      String(options[name] ?? ''),
    );
  };
}
