// A printed card's copy leaves the address bar once the page has read it: nothing of the record
// stays in the scanning phone's history, the page goes on showing the copy, and a reload reads
// the record as any visit. In the build against an API the boot script takes it, in the demo
// build the app.
import { expect, test } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { encodeCardSummary } from '@/recordReading/cardCopy/format';
import { DEMO_CARDS, printedCard } from './support';

const builds = [
  ['the build against an API', `http://127.0.0.1:${API_BUILD_PORT}`],
  ['the demo build', ''],
] as const;

for (const [build, origin] of builds) {
  test(`${build}: the card's copy leaves the address once read, and a reload reads the record alone`, async ({
    page,
  }) => {
    const view = `${origin}/prontuario-do-usuario/${DEMO_CARDS.full}?lng=pt`;
    await page.goto(`${view}#${encodeCardSummary(printedCard)}`);
    const app = page.locator('#root');
    const checked = app.getByText(
      'Cartão impresso em 05/03/2026, conferido com o prontuário online.',
    );
    await expect(checked).toBeVisible();
    await expect(app.getByText(/^Mudou desde a impressão do cartão: .*alergias/)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(page.url()).toMatch(/\/prontuario-do-usuario\/[\w-]+\?lng=pt$/);
    // Taken out in place: Back leaves the page, and Forward comes back without it.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    await page.goForward();
    await expect(checked).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');

    await page.reload();
    await expect(app.locator('[data-record-loaded="true"]')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await expect(app.locator('[data-summary-part="allergies"]')).toContainText('Dipirona');
    await expect(page.getByText(/cartão impresso/i)).toHaveCount(0);
  });
}

/** A line of the copy's own code (its signature's note), found in no other file of the app. */
const COPY_CODE_MARK = 'data-copy-signature';

for (const [build, origin] of builds) {
  test(`${build}: the copy's code is loaded only for a page opened with a copy`, async ({
    page,
  }) => {
    const code: Promise<string>[] = [];
    page.on('response', (response) => {
      // A body still coming when the test ends is no code the page ran.
      if (new URL(response.url()).pathname.endsWith('.js'))
        code.push(response.text().catch(() => ''));
    });
    const loadsCopyCode = async () => (await Promise.all(code.splice(0))).join('\n');
    const view = `${origin}/prontuario-do-usuario/${DEMO_CARDS.full}?lng=pt`;
    const loaded = page.locator('#root [data-record-loaded="true"]');

    await page.goto(view);
    await expect(loaded).toBeVisible();
    expect(await loadsCopyCode()).not.toContain(COPY_CODE_MARK);

    // A page of its own: the same address with only a fragment added would not load anew.
    await page.goto('about:blank');
    await page.goto(`${view}#${encodeCardSummary(printedCard)}`);
    await expect(loaded).toBeVisible();
    await expect(page.locator('#root').getByText(/^Cartão impresso em 05\/03\/2026/)).toBeVisible();
    expect(await loadsCopyCode()).toContain(COPY_CODE_MARK);
  });
}
