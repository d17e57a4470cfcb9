// A call this server does not have: an API that implements only the product specification
// answers the calls the contract marks assumed with 404, 405 or 501 (docs/api-contract.md "When
// the API lacks an assumed call"). The feature that depends on it says so in its place, once,
// instead of showing an error to retry.
import { ApiError } from './errors';

const NOT_OFFERED = new Set([404, 405, 501]);

/** Whether a call failed because this server does not offer it. */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && NOT_OFFERED.has(error.status ?? 0);
}
