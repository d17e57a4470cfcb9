// What a 401 does, set by the private screens while they are mounted. Here rather than in the API
// client so that a screen can set it without loading the client's code (axios) at start.
let handler: (() => void) | null = null;

/** Set by a private screen while it is mounted: what a 401 does there. */
export function setUnauthorizedHandler(next: (() => void) | null): void {
  handler = next;
}

/** Called by the API client on a 401. */
export function reportUnauthorized(): void {
  handler?.();
}
