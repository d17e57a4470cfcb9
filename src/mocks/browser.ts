import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { loadStore, resetStore } from './store';

/** Loads the saved demo data, then answers the API from the service worker. */
export async function startDemoBackend(): Promise<void> {
  await loadStore();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await untilControlled();
}

/**
 * On the very first visit the worker can be active a moment before it controls this page, and a
 * call sent in that moment would miss the demo backend.
 */
function untilControlled(): Promise<void> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Puts the demo data back to the seed (the saved copy too). */
export async function resetDemoData(): Promise<void> {
  await resetStore();
}
