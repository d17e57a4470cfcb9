// What the record view's document has sent by the time its boot script starts: the page's fetch
// calls are noted from its first byte on, and the boot script's start is the moment it hands its
// reads to the app (`window.__bootView`), before it sends any read of its own.
import type { Page } from '@playwright/test';
import { recordReadOrder } from '../../../src/recordView/emergencySummary';

interface Noted {
  __sentBeforeBoot?: string[];
}

/** Notes, in every document the page opens from now on, the fetches sent before the boot script. */
export async function noteReadsBeforeBoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      sent.push(new URL(input instanceof Request ? input.url : String(input), location.href).href);
      return send(input, init);
    };
    Object.defineProperty(window, '__bootView', {
      configurable: true,
      set(value: unknown) {
        Object.defineProperty(window, '__bootView', { value, writable: true, configurable: true });
        Object.assign(window, { __sentBeforeBoot: [...sent] } satisfies Noted);
      },
    });
  });
}

/** The addresses fetched before the boot script started (null if it has not started). */
export function readsBeforeBoot(page: Page): Promise<string[] | null> {
  return page.evaluate(() => (window as Noted).__sentBeforeBoot ?? null);
}

/** Every record read of a card, in the boot script's order, as the page's origin sends them. */
export const everyRead = (origin: string, card: string) =>
  recordReadOrder.map((resource) => `${origin}/api/medical-record/${resource}?cardNumber=${card}`);
