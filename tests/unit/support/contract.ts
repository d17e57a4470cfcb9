// The API contract's checker (scripts/apiCheck/contract.mjs, which `npm run api:check` runs too)
// for calls under the app's API base.
import { apiBaseUrl } from '@/lib/env';
import {
  contractProblems as problemsUnder,
  operationOf as operationUnder,
  type Exchange,
} from '../../../scripts/apiCheck/contract.mjs';

export {
  contract,
  operations,
  type ContractOperation,
} from '../../../scripts/apiCheck/contract.mjs';
export type { Exchange };

/** The operation a request is a call of, with its path's values; undefined when none. */
export const operationOf = (method: string, url: URL) => operationUnder(method, url, apiBaseUrl);

/** What of this call leaves the contract; empty when the request and its answer are in it. */
export const contractProblems = (exchange: Exchange) => problemsUnder(exchange, apiBaseUrl);
