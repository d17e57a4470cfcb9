import { languages } from '@/i18n/languages';
import { namespaces } from '@/i18n/setup';

const files = import.meta.glob<Record<string, unknown>>('../../../src/i18n/locales/*/*.json', {
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

/** Every key of every namespace of a language, as `namespace:key`. */
function localeOf(lng: string): Record<string, string> {
  return Object.fromEntries(
    namespaces.flatMap((ns) =>
      Object.entries(flatten(files[`../../../src/i18n/locales/${lng}/${ns}.json`] ?? {})).map(
        ([key, value]) => [`${ns}:${key}`, value],
      ),
    ),
  );
}

const locales = Object.fromEntries(languages.map((lng) => [lng, localeOf(lng)]));
const pt = locales.pt ?? {};
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has one file per language and namespace, and nothing else', () => {
    expect(Object.keys(files).sort()).toEqual(
      languages
        .flatMap((lng) => namespaces.map((ns) => `../../../src/i18n/locales/${lng}/${ns}.json`))
        .sort(),
    );
  });

  it.each(languages.filter((l) => l !== 'pt'))('%s has exactly the keys of pt', (lng) => {
    const other = locales[lng] ?? {};
    expect(
      Object.keys(other).filter((k) => !(k in pt)),
      'keys only in this language',
    ).toEqual([]);
    expect(
      Object.keys(pt).filter((k) => !(k in other)),
      'keys missing in this language',
    ).toEqual([]);
  });

  it.each(languages)('%s has no empty value and keeps the placeholders of pt', (lng) => {
    const entries = Object.entries(locales[lng] ?? {});
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    const mismatched = entries
      .filter(([k, v]) => placeholders(v).join() !== placeholders(pt[k] ?? '').join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
});
