// How a page the app's worker served takes the reads the worker started at its navigation: it asks
// once, in a message, and each answer comes back on the message's port, already read. Fifteen
// fetches would each cost the page's main thread a response and a body to handle, one task each,
// queued behind its boot script on a slow phone.
import type { BootAnswer } from '../bootHandoff/bootView';

/** The page's ask, posted to its worker with the port the replies come back on. */
export const TAKE_STARTED_READS = 'take-started-reads';

/**
 * The worker's replies on that port: first the resources whose reads it holds for the page (none
 * when it holds nothing), then one answer for each of them, as it comes.
 */
export type StartedReadsReply =
  { held: readonly string[] } | { resource: string; answer: BootAnswer };
