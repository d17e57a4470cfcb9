/**
 * The browser knows it has no network at all (`navigator.onLine` is false). Only that answer is
 * sure: true says a network is there, not that the API can be reached.
 */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
