// The demo build's first paint does not wait for the in-browser demo backend, a large chunk of its
// own: the page's frame and a loading state show from the HTML at once, then the app.
// Its worker answers only the API: the app's own files go past it.
import { expect, test } from '@playwright/test';
import { DEMO_CARDS } from './support';

/** The demo backend's chunk (src/mocks/browser.ts). */
const DEMO_BACKEND = /\/assets\/browser-[\w-]+\.js$/;

test('the frame and a loading state show while the demo backend is on its way, then the app', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DEMO_BACKEND, async (route) => {
    await released;
    await route.continue();
  });
  const demoBackendAsked = page.waitForRequest(DEMO_BACKEND);
  await page.goto('/planos?lng=en');
  await demoBackendAsked;

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Digital Health Record' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test("the demo backend's worker answers the API; the app's own files go past it", async ({
  page,
}) => {
  const answers: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) =>
    answers.push({ url: response.url(), fromWorker: response.fromServiceWorker() }),
  );
  await page.goto(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  // The second load is the one the worker controls from its start.
  answers.length = 0;
  await page.reload();
  await expect(page.locator('#root [data-record-loaded="true"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = answers.filter((a) => new URL(a.url).pathname.startsWith('/api/'));
  const ownFiles = answers.filter((a) => new URL(a.url).pathname.startsWith('/assets/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((a) => !a.fromWorker)).toEqual([]);
  expect(ownFiles.length).toBeGreaterThan(0);
  expect(ownFiles.filter((a) => a.fromWorker)).toEqual([]);
});
