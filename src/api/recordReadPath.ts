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
