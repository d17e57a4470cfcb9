// The words of one namespace in one language, as [dotted key, text] pairs, read from the files.
const files = import.meta.glob<Record<string, unknown>>('../../../src/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    strings(child, prefix ? `${prefix}.${key}` : key),
  );
}

export function localeStrings(namespace: string, lng: string): [string, string][] {
  const file = files[`../../../src/i18n/locales/${lng}/${namespace}.json`];
  if (!file) throw new Error(`no locale file ${lng}/${namespace}.json`);
  return strings(file);
}
