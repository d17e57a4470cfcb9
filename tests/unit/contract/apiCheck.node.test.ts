// `npm run api:check` against the demo backend served over HTTP, as the benchmark serves it:
// the whole contract passes, one answer made wrong fails naming its read, and an API without
// the assumed calls and properties passes with them listed as "assumed, absent".
import type { AddressInfo, Server } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '@/mocks/handlers';
import { specOnlyHandlers } from '@/mocks/specOnly';
import { resetStore } from '@/mocks/store';
import { checkApi } from '../../../scripts/apiCheck/check.mjs';
import { resultLine } from '../../../scripts/apiCheck/lines.mjs';
import { startApiServer } from '../../bench/server.mjs';

const account = { email: 'demo@exemplo.com.br', password: 'demo1234' };

let server: Server;
let api: string;
let answer: (request: Request) => Promise<Response | undefined>;

beforeAll(async () => {
  server = await startApiServer({
    backend: { handlers: [], getResponse: (_, request) => answer(request) },
    plain: true,
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = `${origin}/api`;
  // The handlers' paths are relative to the page's origin, as in the browser.
  vi.stubGlobal('location', new URL(`${origin}/`));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

async function demoHandlers(): Promise<RequestHandler[]> {
  await resetStore();
  return handlers;
}

const check = () => checkApi({ api, card: 'ABC-123-XYZ', ...account });

it('passes the demo backend, every read and the signed-in ones conforming', async () => {
  const handlers = await demoHandlers();
  answer = (request) => getResponse(handlers, request);
  const report = await check();
  expect(report.passed).toBe(true);
  const outcomes = Object.fromEntries(report.results.map((r) => [r.operationId, r.outcome]));
  expect(outcomes).toMatchObject({
    readAllergies: 'conforms',
    readVaccines: 'conforms',
    login: 'conforms',
    getUserInfo: 'conforms',
    getCards: 'conforms',
    getCardRecord: 'conforms',
    sendContactMessage: 'conforms',
    saveVisibility: 'conforms',
  });
  const publicReads = report.results.filter(
    (r) => r.path.startsWith('/medical-record/') && !r.path.includes('{'),
  );
  expect(publicReads).toHaveLength(15);
  expect(report.results.some((r) => r.assumedAbsent)).toBe(false);
});

it('fails an API with one answer made wrong, naming the read and what differs', async () => {
  const handlers = await demoHandlers();
  answer = async (request) => {
    const right = await getResponse(handlers, request);
    if (!request.url.includes('/medical-record/allergies') || !right) return right;
    const body = (await right.json()) as { data: { severity: unknown }[] };
    body.data[0] = { ...body.data[0], severity: 3 };
    return Response.json(body);
  };
  const report = await check();
  expect(report.passed).toBe(false);
  const wrong = report.results.filter((r) => r.outcome !== 'conforms');
  expect(wrong.map((r) => r.operationId)).toEqual(['readAllergies']);
  expect(resultLine(wrong[0])).toMatch(
    /^differs +readAllergies GET \/medical-record\/allergies \(200\)\n {4}at "\/data\/0\/severity": the contract says must be string,null; came 3$/,
  );
});

it('passes an API without the assumed calls, listing them as assumed and absent', async () => {
  const handlers = await demoHandlers();
  const specOnly = specOnlyHandlers(handlers);
  answer = (request) => getResponse(specOnly, request);
  const report = await check();
  expect(report.passed).toBe(true);
  const absent = report.results.filter((r) => r.outcome === 'assumed, absent');
  expect(absent.map((r) => r.operationId).sort()).toEqual(
    [
      'cancelPayment',
      'forgotPassword',
      'logout',
      'resetPassword',
      'saveVisibility',
      'sendContactMessage',
      'signCardCopy',
    ].sort(),
  );
  const properties = Object.fromEntries(
    report.results.filter((r) => r.assumedAbsent).map((r) => [r.operationId, r.assumedAbsent]),
  );
  expect(properties).toEqual({
    login: ['user.password_change_required'],
    getCards: ['cards[].visibility', 'cards[].record_updated_at'],
  });
  expect(resultLine(absent[0])).toMatch(/^assumed, absent /);
});
