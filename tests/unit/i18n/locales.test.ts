import { languages } from '../../../src/i18n/languages';

const files = import.meta.glob<Record<string, unknown>>('../../../src/i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const locales = Object.fromEntries(
  languages.map((lng) => [lng, flatten(files[`../../../src/i18n/locales/${lng}.json`])]),
);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has a file for each of the five languages', () => {
    expect(Object.keys(files)).toHaveLength(languages.length);
  });

  it.each(languages.filter((l) => l !== 'pt'))('%s has exactly the keys of pt', (lng) => {
    const pt = Object.keys(locales.pt ?? {}).sort();
    const other = Object.keys(locales[lng] ?? {}).sort();
    expect(other.filter((k) => !pt.includes(k)), 'keys only in this language').toEqual([]);
    expect(pt.filter((k) => !other.includes(k)), 'keys missing in this language').toEqual([]);
  });

  it.each(languages)('%s has no empty value and keeps the placeholders of pt', (lng) => {
    const entries = Object.entries(locales[lng] ?? {});
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    const mismatched = entries
      .filter(([k, v]) => placeholders(v).join() !== placeholders(locales.pt?.[k] ?? '').join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
});
