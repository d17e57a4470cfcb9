// The app shell's service worker (written by the build against an API: build/shellWorker.ts).
// Registered once the page has loaded and, on the record view, once every section is shown: its
// install downloads the first paint's files, which must never compete with the record's reads.
import { paths } from './paths';
import { afterNextFrame } from './afterNextFrame';

/** The worker's address, at the site's root: its scope is the whole site. */
export const SHELL_WORKER_URL = '/sw.js';

const recordViewPrefix = paths.recordView.replace(':cardCode', '').toLowerCase();

/** The page is the record view and some section is still being read. */
function recordViewReading(): boolean {
  const onRecordView = window.location.pathname.toLowerCase().startsWith(recordViewPrefix);
  return onRecordView && !document.querySelector('[data-record-loaded="true"]');
}

/** Settles once the page is not a record view still reading (another page settles at once). */
function recordViewFinished(): Promise<void> {
  return new Promise((resolve) => {
    if (!recordViewReading()) return resolve();
    const observer = new MutationObserver(() => {
      if (recordViewReading()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-record-loaded'],
    });
  });
}

/** Settles once the current frame, and the next, have been painted. */
function framesPainted(): Promise<void> {
  const painted = () => new Promise<void>((resolve) => afterNextFrame(resolve));
  return painted()
    .then(painted)
    .then(() => undefined);
}

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Registers the worker when the page is done with the network (never fails the page); Workbox's
 * window side comes then too, out of the first load.
 */
export async function registerShellWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await pageLoaded();
  await recordViewFinished();
  // Not in the frame that shows the last section: after it is on screen.
  await framesPainted();
  try {
    const { Workbox } = await import('workbox-window');
    await new Workbox(SHELL_WORKER_URL).register();
  } catch (error) {
    console.warn('[app] the shell worker was not registered', error);
  }
}
