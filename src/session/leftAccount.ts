// Leaving the account ends with a full navigation, which forgets the page's state: the reason is
// kept for the next page, in this tab only, so that it can say what happened.

/** Why the user left: they logged out, or declined the terms. */
export type LeaveReason = 'loggedOut' | 'declinedTerms';

const KEY = 'leftAccount';

function isLeaveReason(value: unknown): value is LeaveReason {
  return value === 'loggedOut' || value === 'declinedTerms';
}

/** Written after everything stored for the user was cleared. */
export function markLeftAccount(reason: LeaveReason): void {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage refused (a browser setting): the next page simply says nothing.
  }
}

/** The reason the last page left, if it did; `forget` once the page has said it. */
export function readLeftAccount(): LeaveReason | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return isLeaveReason(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetLeftAccount(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
