// A page of an older build may ask for code that a newer build has taken off the server (a lazy
// chunk it had not loaded yet; the newer build's worker took over and dropped the older files).
import { readStored, writeStored } from './safeStorage';

import { knownOffline } from './offline';

const RELOADED_FOR = 'app:reloaded-for-vanished-code';
/** The entry's own address: another build, another address. */
const thisBuild = import.meta.url;

let pendingDestination: () => string | null = () => null;

function reloadedForThisBuild(): boolean {
  if (readStored('session', RELOADED_FOR) === thisBuild) return true;
  // No storage: a reload could not be told from the next one, so none is tried.
  return !writeStored('session', RELOADED_FOR, thisBuild);
}

/**
 * When the code of a screen cannot be loaded, the page loads anew, into the build the server has
 * now, at the address it was going to; once per build, so that code failing again (offline, say)
 * shows the screen's error and its way back instead of reloading without end.
 */
export function reloadWhenCodeVanished(): void {
  window.addEventListener('vite:preloadError', () => {
    // Offline the code has not vanished, the network has: a reload would come back to the same.
    if (knownOffline() || reloadedForThisBuild()) return;
    const destination = pendingDestination();
    if (destination) window.location.assign(destination);
    else window.location.reload();
  });
}

/**
 * Where the app is going while a screen's code loads (the router changes the address only once
 * the screen's code has come): the page loads anew there rather than where it was.
 */
export function followNavigations(pending: () => string | null): void {
  pendingDestination = pending;
}
