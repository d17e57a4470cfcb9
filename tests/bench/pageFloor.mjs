// The record page's own first paint as one static HTML page with no script: its markup and
// first-paint styles as the boot page paints them, served as they are. Timed against the static
// page, it says how much of a budget the page's design itself takes, before any script runs: the
// floor of any painter, however small, that paints the same page.
import { newContext } from './browser.mjs';
import { ORIGIN } from './config.mjs';

/**
 * The boot page of `path` as painted once `shown` is in it, with the requests matching each of
 * `held` never answered (so that the app never takes over, or no read answers a card's copy).
 * Its scripts, the app's kept styles and every preload are left out: nothing in it runs.
 */
export async function paintedPageAsStatic(browser, path, { held, shown }) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    for (const pattern of held) await page.route(pattern, () => undefined);
    await page.goto(ORIGIN + path, { waitUntil: 'commit' });
    await page.locator(shown).first().waitFor({ timeout: 60_000 });
    const html = await page.evaluate(() => {
      const inert =
        'script, template, link[rel="modulepreload"], link[rel="preload"], link[rel="expect"]';
      for (const element of document.querySelectorAll(inert)) element.remove();
      return document.documentElement.outerHTML;
    });
    return `<!doctype html>${html}`;
  } finally {
    await context.close();
  }
}

/** The record page with a card's copy, as first painted: no read answers, no app. */
export const copyPageAsStatic = (browser, pathWithFragment) =>
  paintedPageAsStatic(browser, pathWithFragment, {
    held: ['**/api/**', '**/assets/**'],
    shown: '#boot-view [data-summary-field="name"]',
  });

/** The record page with its summary painted from the reads' answers, the app never started. */
export const summaryPageAsStatic = (browser, path) =>
  paintedPageAsStatic(browser, path, {
    held: ['**/assets/**'],
    shown: '#boot-view [data-summary-part="allergies"] li',
  });
