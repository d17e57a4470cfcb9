import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { languages, waitForApp, type Language } from './support';

// Every public screen, in every language: no raw i18n key, and on the English, Spanish, German
// and French screens no Portuguese word of the shell's or the public pages' locale files.

type Flat = Record<string, string>;

function flatten(value: unknown, prefix = ''): Flat {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) return {};
  return Object.entries(value).reduce<Flat>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const readLocale = (lng: Language, ns: string): Flat =>
  flatten(JSON.parse(readFileSync(resolve('src/i18n/locales', lng, `${ns}.json`), 'utf8')));

const scanned = ['common', 'public', 'about'] as const;
const locales = Object.fromEntries(
  languages.map((lng) => [lng, Object.fromEntries(scanned.map((ns) => [ns, readLocale(lng, ns)]))]),
) as Record<Language, Record<(typeof scanned)[number], Flat>>;

const allKeys = new Set(
  scanned.flatMap((ns) => Object.keys(locales.pt[ns]).flatMap((key) => [key, `${ns}:${key}`])),
);

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/**
 * The Portuguese strings that must not show in `lng`: each value (or the text between its
 * placeholders) of at least 4 letters that differs from the same key in `lng` and is not a word
 * of `lng` elsewhere either (Spanish "Alergias" is Spanish too).
 */
function portugueseStrings(lng: Language): string[] {
  const own = new Set(scanned.flatMap((ns) => Object.values(locales[lng][ns])));
  const found = new Set<string>();
  for (const ns of scanned) {
    for (const [key, value] of Object.entries(locales.pt[ns])) {
      if (locales[lng][ns][key] === value) continue;
      for (const piece of value.split(/{{\s*\w+\s*}}/)) {
        const text = piece.trim();
        if (letters(text) >= 4 && !own.has(text)) found.add(text);
      }
    }
  }
  return [...found];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWords = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');

/** What a person sees or hears on the page: its text, its labels, placeholders and title. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')]
      .flatMap((el) => ['aria-label', 'placeholder', 'alt', 'title'].map((a) => el.getAttribute(a)))
      .filter((value): value is string => Boolean(value));
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

function check(words: string, lng: Language, where: string) {
  const rawKeys = [...words.matchAll(/\b[a-z]+(\.[a-zA-Z]+)+\b/g)]
    .map((m) => m[0])
    .filter((text) => allKeys.has(text));
  expect(rawKeys, `raw i18n keys on ${where} in ${lng}`).toEqual([]);
  if (lng === 'pt') return;
  const leftovers = portugueseStrings(lng).filter((text) => asWords(text).test(words));
  expect(leftovers, `Portuguese words on ${where} in ${lng}`).toEqual([]);
}

test('the Portuguese list is long enough to mean something', () => {
  for (const lng of languages.filter((l) => l !== 'pt')) {
    expect(portugueseStrings(lng).length, lng).toBeGreaterThan(150);
  }
  // and it would catch a screen left in Portuguese
  expect(portugueseStrings('en').some((text) => asWords(text).test('Buscar prontuário'))).toBe(
    true,
  );
});

for (const lng of languages) {
  test(`public screens in ${lng}: no raw key, no word of another language`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`/?lng=${lng}`);
    await waitForApp(page);
    // the search message and the carousel's labels are part of the page too
    await page.locator('form[role="search"] button[type="submit"]').click();
    await expect(page.locator('form[role="search"] [aria-live] p')).toBeVisible();
    check(await pageWords(page), lng, 'the home page (phone)');

    await page
      .locator('header')
      .getByRole('button', { name: locales[lng].common['nav.openMenu'], exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    check(await pageWords(page), lng, 'the mobile menu');
    await page.keyboard.press('Escape');

    await page.goto(`/sobre-nos?lng=${lng}`);
    await waitForApp(page);
    await page.locator('#contato form button[type="submit"]').click();
    await expect(page.locator('#contato [aria-invalid="true"]').first()).toBeVisible();
    check(await pageWords(page), lng, 'the about page with the form errors');

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/', '/sobre-nos']) {
      await page.goto(`${path}?lng=${lng}`);
      await waitForApp(page);
      check(await pageWords(page), lng, `${path} (desktop)`);
    }
  });
}
