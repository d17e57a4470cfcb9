// The user this tab works for. The cookies are shared by every tab of the browser: when another
// tab logs in as someone else, this tab's screens (a form half typed, a record open) still belong
// to the user they were opened for, and a call sent now with the cookie's token would land on the
// other account. Kept in memory, so each tab has its own.

let tabUserId: number | undefined;
/** Whether this page already asked to load anew into the other user's session. */
let reloadAsked = false;

/** Called when the tab starts (with the cookie's user) and whenever this tab signs someone in. */
export function pinTabUser(userId: number | undefined): void {
  tabUserId = userId;
  reloadAsked = false;
}

/** The user this tab works for, if it works for one. */
export function tabUser(): number | undefined {
  return tabUserId;
}

/** True the first time only: the page's other calls, made before it goes, need no reload of their own. */
export function firstAskToReload(): boolean {
  const first = !reloadAsked;
  reloadAsked = true;
  return first;
}

/** True when the cookies' user (`cookieUserId`) is another than the one this tab works for. */
export function anotherUserSignedIn(cookieUserId: number | undefined): boolean {
  return tabUserId !== undefined && cookieUserId !== undefined && cookieUserId !== tabUserId;
}
