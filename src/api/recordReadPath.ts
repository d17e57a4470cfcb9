import { canonicalCardCode } from '../lib/cardCode.ts';
import { addressOf } from './address.ts';

/** The contract's path of a resource's reads and saves, below the API base. */
export function recordPathOf<R extends string>(resource: R): `/medical-record/${R}` {
  return `/medical-record/${resource}`;
}

/** A record read's query: the card's code, canonical, so that one read has one address. */
export function recordReadQuery(cardCode: string): { cardNumber: string } {
  return { cardNumber: canonicalCardCode(cardCode) };
}

/**
 * A card's read of a resource, as the client sends it (`addressOf`): the boot script fetches
 * this address, and the app takes the boot script's reads over by it.
 */
export function cardRecordReadPath(resource: string, cardCode: string): string {
  return addressOf(recordPathOf(resource), { query: recordReadQuery(cardCode) });
}

/**
 * What the public record reads carry of the browser's credentials, the app's as the read
 * starter's and the boot script's: nothing, no cookie whoever is signed in on this phone. The API never takes a cookie for a session
 * (docs/api-contract.md), and a read that carries none cannot be answered as the owner's.
 */
export const PUBLIC_READ_CREDENTIALS: RequestCredentials = 'omit';
