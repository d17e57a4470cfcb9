// Leaving the account ends with a full navigation, which forgets the page's state: the reason is
// kept for the next page, in this tab only, so that it can say what happened.
import { readStored, removeStored, writeStored } from '@/lib/safeStorage';

/** Why the user left: they logged out, or declined the terms. */
export type LeaveReason = 'loggedOut' | 'declinedTerms';

const KEY = 'leftAccount';

function isLeaveReason(value: unknown): value is LeaveReason {
  return value === 'loggedOut' || value === 'declinedTerms';
}

/** Written after everything stored for the user was cleared. */
export function markLeftAccount(reason: LeaveReason): void {
  // Storage refused (a browser setting): the next page simply says nothing.
  writeStored('session', KEY, reason);
}

/** The reason the last page left, if it did; `forget` once the page has said it. */
export function readLeftAccount(): LeaveReason | null {
  const value = readStored('session', KEY);
  return isLeaveReason(value) ? value : null;
}

export function forgetLeftAccount(): void {
  removeStored('session', KEY);
}
