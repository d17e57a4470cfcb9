import { canonicalCardCode } from '../lib/cardCode.ts';
import { addressOf } from './address.ts';

/** The contract's path of a resource's reads and saves, below the API base. */
export function recordPathOf<R extends string>(resource: R): `/medical-record/${R}` {
  return `/medical-record/${resource}`;
}

/** A record read's query: the card's code, canonical, so that one read has one address. */
export function recordReadQuery(cardNumber: string): { cardNumber: string } {
  return { cardNumber: canonicalCardCode(cardNumber) };
}

/**
 * A record read's address with the code as it goes in the address: nginx preloads it with its
 * own `$code` variable, which must stay as it is.
 */
export function recordReadPath(resource: string, codeInAddress: string): string {
  return `${recordPathOf(resource)}?cardNumber=${codeInAddress}`;
}

/**
 * A card's read of a resource, as the client sends it (`addressOf`): the boot script fetches
 * this address, and the app takes the boot script's reads over by it.
 */
export function cardRecordReadPath(resource: string, cardNumber: string): string {
  return addressOf(recordPathOf(resource), { query: recordReadQuery(cardNumber) });
}
