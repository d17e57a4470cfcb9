// The session token cookie's name, in one place for the app's session (src/session/cookies.ts) and
// the boot script's header, which shows the account's menu before the app has read the session.

/** The name over plain HTTP (development on localhost). */
export const BARE_TOKEN = 'token';
/** On HTTPS: Secure, the whole site, this host alone (no sibling subdomain can plant it). */
export const HOST_PREFIX = '__Host-';

/** Whether this browser holds a session token, under either name. */
export function holdsSessionToken(): boolean {
  return document.cookie
    .split('; ')
    .some(
      (entry) =>
        entry.startsWith(`${BARE_TOKEN}=`) || entry.startsWith(`${HOST_PREFIX}${BARE_TOKEN}=`),
    );
}
