import { delay, http, HttpResponse } from 'msw';
import { clientSettings } from '../../../src/api/client';
import { ApiError, errorText } from '../../../src/api/errors';
import { server } from '../../../src/mocks/node';
import { apiCalls, exportedCalls } from './apiCalls';

const t = (key: string) => `t(${key})`;

interface Fault {
  name: string;
  respond: () => Response | Promise<Response>;
  /** The text the screen is given. */
  expected: (call: (typeof apiCalls)[number]) => string | 'accepted' | 'empty';
}

const faults: Fault[] = [
  {
    name: 'no network',
    respond: () => HttpResponse.error(),
    expected: (call) => `t(${call.networkKey ?? call.fallbackKey})`,
  },
  {
    name: 'a timeout',
    respond: async () => {
      await delay(400);
      return HttpResponse.json({});
    },
    expected: (call) => `t(${call.networkKey ?? call.fallbackKey})`,
  },
  {
    name: '500 without a message',
    respond: () => new HttpResponse('<html>boom</html>', { status: 500 }),
    expected: (call) => `t(${call.fallbackKey})`,
  },
  {
    name: '401',
    respond: () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 }),
    expected: () => 'Sessão expirada.',
  },
  {
    name: '422 with message and errors',
    respond: () =>
      HttpResponse.json(
        {
          message: 'O campo nome é obrigatório.',
          errors: { name: ['O campo nome é obrigatório.'] },
        },
        { status: 422 },
      ),
    expected: () => 'O campo nome é obrigatório.',
  },
  {
    name: 'a body that is not the documented shape',
    respond: () => HttpResponse.json(['not', 'an', 'object']),
    expected: (call) =>
      call.onBadShape === 'error' ? `t(${call.badShapeKey ?? call.fallbackKey})` : call.onBadShape,
  },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  clientSettings.timeoutMs = 150;
});
afterEach(() => {
  clientSettings.timeoutMs = 20_000;
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
    const expected = fault.expected(call);
    let outcome: unknown;
    try {
      outcome = await call.invoke();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(errorText(error, t)).toBe(expected);
      return;
    }
    if (expected === 'empty') expect(outcome).toEqual([]);
    else if (expected === 'accepted') expect(outcome).toBeDefined();
    else if (call.name === 'cards.getCardRecordStatus') expect(typeof outcome).toBe('number');
    else throw new Error(`expected ${call.name} to fail with "${expected}"`);
  });
});
