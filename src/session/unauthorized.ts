// What a 401 does, set by the private screens while they are mounted. Here rather than in the API
// client so that a screen can set it without loading the client's code (axios) at start.

/** Asks the user to sign in again: true once they have (a new token is stored), else false. */
export type UnauthorizedHandler = () => Promise<boolean>;

let handler: UnauthorizedHandler | null = null;
/** The question under way: every call refused while it is open waits for its one answer. */
let asking: Promise<boolean> | null = null;

/** Set by a private screen while it is mounted: what a 401 does there. */
export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next;
}

/**
 * Called by the API client on a 401 to a call that may be sent again: true when the user signed
 * in again and the call may go once more, with the new token. Calls refused together share one
 * question; without a handler (a public screen) the answer is no.
 */
export function reportUnauthorized(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  if (!asking) {
    asking = Promise.resolve(handler()).finally(() => {
      asking = null;
    });
  }
  return asking;
}
