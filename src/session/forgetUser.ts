import Cookies from 'js-cookie';
import { DEMO_API_MODE_KEY } from '../lib/demoApiMode';
import { isQrMadeKey } from '../lib/qrMadeNote';

/**
 * What stays on the device when its user logs out: the language, which belongs to whoever uses
 * the browser (i18next's language cookie and storage key), which API a demo build plays, and the
 * day each card's QR code was made here (a date and fingerprints, keyed without the card's code).
 * Everything else the app stored goes.
 * A list of what to keep rather than of what to clear, so that a key a screen adds later (the
 * checkout's, say) is cleared without anyone having to register it; forgetting an entry here
 * costs a preference, never the last user's data.
 */
const deviceCookies = new Set(['i18next']);
const deviceStorageKeys = new Set(['i18nextLng', DEMO_API_MODE_KEY]);
const isDeviceKey = (key: string) => deviceStorageKeys.has(key) || isQrMadeKey(key);

function clearStorage(storage: () => Storage): void {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) {
      if (key !== null && !isDeviceKey(key)) store.removeItem(key);
    }
  } catch {
    // Storage refused (a browser setting): nothing was stored there.
  }
}

/**
 * Clears what a session left on the device: its cookies and local storage (the e-mail a renewal
 * asks with, the "password is still the CPF" flag, the checkout's keys...). For a session that
 * ended without a logout too (its token cookie expired, or ended with the browser): nothing of
 * it is then left for the next person at this browser. The tab's session storage stays: it
 * holds only what this tab is doing now (a password-reset link being used).
 */
export function forgetEndedSession(): void {
  // Secure where the page is: a `__Host-` cookie is removed only by a write that says so.
  const secure = window.location.protocol === 'https:';
  for (const name of Object.keys(Cookies.get())) {
    if (!deviceCookies.has(name)) Cookies.remove(name, { path: '/', secure });
  }
  clearStorage(() => localStorage);
}

/** Clears everything the app stored for the user: cookies, local and session storage. */
export function forgetUser(): void {
  forgetEndedSession();
  clearStorage(() => sessionStorage);
}
