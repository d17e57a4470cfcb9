// What the record view's document has sent by the time its boot script starts: the page's fetch
// calls are noted from its first byte on, and the boot script's start is the moment it hands its
// reads to the app (`window.__bootView`), before it sends any read of its own.
import type { Page } from '@playwright/test';
import { recordReadOrder } from '@/recordReading/emergencySummary';

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

interface Batched {
  __readBatches?: string[][];
}

/**
 * Notes, in every document the page opens from now on, its record reads grouped by the task that
 * sent them: reads sent together in one go form one group, whatever the machine's load.
 */
export async function noteReadBatches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const batches: string[][] = [];
    Object.assign(window, { __readBatches: batches } satisfies Batched);
    let current: string[] | undefined;
    // A message posted to itself is a task of its own: it runs once the sending task is over.
    const taskEnd = new MessageChannel();
    taskEnd.port1.onmessage = () => (current = undefined);
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/api/medical-record/')) {
        if (!current) {
          current = [];
          batches.push(current);
          taskEnd.port2.postMessage(null);
        }
        current.push(url.pathname);
      }
      return send(input, init);
    };
  });
}

/** The record reads' groups noted by `noteReadBatches`, in the order they were sent. */
export function readBatches(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as Batched).__readBatches ?? []);
}
