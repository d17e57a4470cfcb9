import { setupWorker } from 'msw/browser';
import { demoApiMode } from './apiMode';
import { handlers } from './handlers';
import { specOnlyHandlers } from './specOnly';
import { loadStore, resetStore } from './store';

/** Loads the saved demo data, then answers the API from the service worker. */
export async function startDemoBackend(): Promise<void> {
  await loadStore();
  const answering = demoApiMode() === 'spec-only' ? specOnlyHandlers(handlers) : handlers;
  await setupWorker(...answering).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/** Puts the demo data back to the seed (the saved copy too). */
export async function resetDemoData(): Promise<void> {
  await resetStore();
}
