// Every route of the spec, opened one after another, logged in: each walk is one language at one
// screen width, and checks on each page load all that concerns it, since the loads are what take
// the time. Together the walks cover every language (words, <html lang>, title, no console error),
// axe at a phone's and a desktop's width, the demo badge at the two phone widths, and the public
// pages' text inside the screen at four widths.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  appRoutes,
  axeViolations,
  DEMO_CARDS,
  loginAsDemo,
  networkSettled,
  textPastTheEdge,
  watchConsole,
  type Language,
} from './support';

const htmlLang = { pt: 'pt-BR', en: 'en', es: 'es', de: 'de', fr: 'fr' } as const;

interface Walk {
  lng: Language;
  width: number;
  axe?: boolean;
  badge?: boolean;
  /** The public pages' text stays inside the screen. */
  overflow?: boolean;
}

const walks: Walk[] = [
  { lng: 'pt', width: 1280, axe: true },
  { lng: 'de', width: 390, axe: true, badge: true, overflow: true },
  { lng: 'es', width: 320, badge: true, overflow: true },
  { lng: 'en', width: 360, overflow: true },
  { lng: 'fr', width: 700, overflow: true },
];

/**
 * The record's two pages, the longest axe runs of the suite: scanned at both widths, with the
 * same tags and every section read, by recordView.spec.ts and recordEditor.spec.ts.
 */
const scannedWithTheRecord = new Set([
  `/prontuario-do-usuario/${DEMO_CARDS.full}`,
  `/meu-prontuario/${DEMO_CARDS.full}`,
]);

/** The demo badge's words in a language, from the app's own words. */
function badgeWords(lng: Language): { badge: string; title: string; reset: string } {
  const url = new URL(`../../src/i18n/locales/${lng}/common.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { demo: Record<string, string> }).demo as {
    badge: string;
    title: string;
    reset: string;
  };
}

/**
 * The links, buttons and fields whose box meets the badge's box, with the page scrolled from top
 * to bottom half a screen at a time: a badge laid over the page would meet different ones at
 * each position.
 */
function coveredByBadge(page: Page, badgeName: string): Promise<string[]> {
  return page.getByRole('button', { name: badgeName, exact: true }).evaluate((badge) => {
    const interactive = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => el !== badge && el.checkVisibility());
    const covered = new Set<string>();
    const root = document.documentElement;
    for (let y = 0; y <= root.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const b = badge.getBoundingClientRect();
      for (const el of interactive) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
          covered.add(`${el.tagName.toLowerCase()} "${name || el.getAttribute('name')}"`);
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  });
}

/** The badge covers nothing on the page, and its dialog opens and closes with Escape. */
async function checkBadge(page: Page, lng: Language, path: string): Promise<void> {
  const words = badgeWords(lng);
  expect(await coveredByBadge(page, words.badge), `covered on ${path}`).toEqual([]);
  // A click lands only on an element nothing else lies over.
  await page.getByRole('button', { name: words.badge, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog.getByRole('button', { name: words.reset })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The public pages whose text is checked against the screen's edges in every language. */
const publicPages = new Set(['/', '/sobre-nos']);

for (const walk of walks) {
  const checks = [
    walk.axe && 'axe',
    walk.badge && 'the demo badge',
    walk.overflow && 'no text past the edge',
  ].filter(Boolean);
  test(`every route in ${walk.lng} at ${walk.width} px: no console error${checks.map((c) => `, ${c}`).join('')}`, async ({
    page,
  }) => {
    // Fifteen routes, some with an axe run: more than one test's usual time on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: walk.width, height: walk.width < 1000 ? 700 : 900 });
    const check = watchConsole(page);
    await loginAsDemo(page, walk.lng);
    for (const route of appRoutes) {
      await page.goto(route.path);
      // The app's own page (the record view first shows the boot script's stand-in).
      await expect(page.locator('#root main h1').first()).toBeVisible();
      // Late reads and their errors count too; one cut off by the next route would log a 404.
      await networkSettled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[walk.lng]);
      expect((await page.title()).length, `title of ${route.path}`).toBeGreaterThan(0);
      if (walk.axe && !scannedWithTheRecord.has(route.path)) {
        const found = await axeViolations(page, `${route.path}: `);
        expect(found, found.join('\n')).toEqual([]);
      }
      if (walk.badge) await checkBadge(page, walk.lng, route.path);
      if (walk.overflow && publicPages.has(route.path)) {
        expect(await textPastTheEdge(page), `${route.path} past the edge`).toEqual([]);
      }
    }
    check();
  });
}
