import { http } from 'msw';
import { MAX_RETRIES } from '@/api/retryRule';
import { server } from '@/mocks/node';

/**
 * Answers the first `times` GETs of `path` (an msw pattern) with `respond`, then lets the demo
 * backend answer. The client sends a failed read again by itself, so the default, one try plus
 * every retry, fails the read for good.
 */
export function failReads(
  path: string,
  respond: () => Response | Promise<Response>,
  times = 1 + MAX_RETRIES,
): { readonly count: number } {
  const seen = { count: 0 };
  server.use(
    http.get(path, () => {
      seen.count += 1;
      // Nothing returned: the next handler, the demo backend, answers.
      return seen.count <= times ? respond() : undefined;
    }),
  );
  return seen;
}
