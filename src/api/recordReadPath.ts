import { canonicalCardCode } from '../lib/cardCode.ts';

/**
 * The one spelling of a record read's address, below the API base: the boot script fetches it,
 * the client sends it, the app takes the boot script's reads over by it, and nginx preloads it
 * (with its own `$code` variable for the code, hence a code given as it goes in the address).
 */
export function recordReadPath(resource: string, codeInAddress: string): string {
  return `/medical-record/${resource}?cardNumber=${codeInAddress}`;
}

/** A card's read of a resource: its code canonical and encoded, one address per read. */
export function cardRecordReadPath(resource: string, cardNumber: string): string {
  return recordReadPath(resource, encodeURIComponent(canonicalCardCode(cardNumber)));
}

/**
 * What the client's public record reads carry of the browser's credentials: nothing, no cookie
 * whoever is signed in on this phone. The API never takes a cookie for a session
 * (docs/api-contract.md), and a read that carries none cannot be answered as the owner's.
 */
export const PUBLIC_READ_CREDENTIALS: RequestCredentials = 'omit';

/**
 * The same for the boot script's reads, which must match the server's `Link` preloads of them
 * (`crossorigin`, the only credentials a preload can ask with besides all of them): a fetch asked
 * with other credentials than its preload's is sent again. `PUBLIC_READ_CREDENTIALS` once the
 * reads are sent early without those preloads.
 */
export const BOOT_READ_CREDENTIALS: RequestCredentials = 'same-origin';
