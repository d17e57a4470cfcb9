import { http } from 'msw';
import { ApiError, errorText } from '@/api/errors';
import { server } from '@/mocks/node';
import { apiCalls, exportedCalls } from '../support/apiCalls';
import { faults, restoreTimeout, shortenTimeout, type Outcome } from '../support/faults';
import { silenceApiWarnings } from '../support/apiWarnings';

const t = (key: string) => `t(${key})`;

/** The text the screen is given, as `errorText` with the `t` above returns it; else the kind. */
function expectedText(outcome: Outcome): string {
  if (outcome.kind === 'text') return t(outcome.key);
  if (outcome.kind === 'message') return outcome.message;
  return outcome.kind;
}

/**
 * The client's timeout under the timeout fault. The call under test is the only one sent, so it
 * can be short; a read waits for it three times (its two retries).
 */
const timeoutMs = 50;

silenceApiWarnings();
afterEach(() => {
  restoreTimeout();
});

describe('the fault matrix of the REST client', () => {
  it('lists every call the API modules export', () => {
    expect(apiCalls.map((c) => c.name).sort()).toEqual([...exportedCalls].sort());
  });

  const cases = apiCalls.flatMap((call) =>
    faults.map((fault) => [call.name, fault.name, call, fault] as const),
  );

  it.each(cases)('%s with %s gives the screen its text', async (_c, _f, call, fault) => {
    server.use(http[call.method](`*${call.path}`, fault.respond));
    if (fault.needsShortTimeout) shortenTimeout(timeoutMs);
    const expected = expectedText(fault.outcome(call));
    let outcome: unknown;
    try {
      outcome = await call.invoke();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(errorText(error, t)).toBe(expected);
      return;
    }
    // Resolving is the answer taken (the logout answers nothing).
    if (expected === 'accepted') return;
    if (call.name === 'cards.getCardRecordStatus') expect(typeof outcome).toBe('number');
    else throw new Error(`expected ${call.name} to fail with "${expected}"`);
  });
});
