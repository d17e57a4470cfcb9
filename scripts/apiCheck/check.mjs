// The conformance check of an API against docs/openapi.yaml (`npm run api:check`, cli.mjs): it
// calls the API the way the client does, reading only, and checks every answer with the unit
// tests' validator (contract.mjs). Each operation ends as one result:
//   conforms | differs (the JSON pointer, what the contract says, what came) | absent
//   (404, 405, 501), which for an operation marked `x-assumed` is "assumed, absent", no failure.
import { answerSchema, assumedOperations, assumedProperties } from './assumed.mjs';
import { answerIssues, operations } from './contract.mjs';

const ABSENT = new Set([404, 405, 501]);
/** The client's own deadline per call (src/api/client.ts). */
const DEADLINE_MS = 20_000;

/** The record's public reads: every GET under /medical-record/ that takes `cardNumber`. */
const recordReads = operations.filter(
  (entry) =>
    entry.method === 'get' &&
    entry.template.startsWith('/medical-record/') &&
    entry.parameters.some((parameter) => parameter.name === 'cardNumber'),
);

/** The card code as the client sends it: upper case, no hyphens. */
const canonical = (cardCode) => cardCode.replace(/[\s-]/g, '').toUpperCase();

/** `/cards/{userId}` with its values; an unnamed value becomes `0`. */
function filled(template, values) {
  return template.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(values[name] ?? '0'));
}

/** "user.password_change_required", "cards[].visibility". */
const propertyName = (path) => path.join('.').replaceAll('.*', '[]');

/** Whether any value at `path` exists in `value` (`*` for any item of a list). */
function present(value, path) {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  if (value === null || typeof value !== 'object') return false;
  if (head === '*') return Array.isArray(value) && value.some((item) => present(item, rest));
  return head in value && present(value[head], rest);
}

/** Which of an answer's assumed properties it lacks (a list with no items lacks nothing). */
function absentProperties(entry, status, answer) {
  return assumedProperties(answerSchema(entry.operation, status))
    .filter((path) => !present(answer, path) && !emptyListOnTheWay(answer, path))
    .map(propertyName);
}

function emptyListOnTheWay(value, path) {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return false;
  if (head === '*') return Array.isArray(value) && value.length === 0;
  return emptyListOnTheWay(value[head], rest);
}

/**
 * Checks the API at `api` (its `{host}/api` base). `card` is a card code to read; `email` and
 * `password` an account to sign in with (optional). `onResult` hears each result as it comes.
 */
export async function checkApi({ api, card, email, password, provider = 'asaas', onResult }) {
  const base = api.replace(/\/+$/, '');
  const results = [];
  const cardCode = canonical(card);

  async function call(entry, { path, body, token, query }) {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    const headers = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const result = {
      operationId: entry.operation.operationId,
      method: entry.method.toUpperCase(),
      path: entry.template,
      assumed: Boolean(entry.operation['x-assumed']),
    };
    let answer;
    try {
      const response = await fetch(url, {
        method: result.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(DEADLINE_MS),
      });
      const text = await response.text();
      const answerType = response.headers.get('Content-Type') ?? '';
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        answer = text;
      }
      result.status = response.status;
      if (ABSENT.has(response.status) && (result.assumed || !isDeclaredAnswer(entry, response))) {
        result.outcome = result.assumed ? 'assumed, absent' : 'absent';
      } else {
        const issues = answerIssues(entry, { status: response.status, answer, answerType });
        result.outcome = issues.length ? 'differs' : 'conforms';
        if (issues.length) result.issues = issues;
        else if (response.ok) {
          const lacking = absentProperties(entry, response.status, answer);
          if (lacking.length) result.assumedAbsent = lacking;
        }
      }
    } catch (error) {
      result.outcome = 'unreachable';
      result.error = error instanceof Error ? (error.cause?.message ?? error.message) : `${error}`;
    }
    results.push(result);
    onResult?.(result);
    return { result, answer };
  }

  for (const entry of recordReads) {
    await call(entry, { path: entry.template, query: { cardNumber: cardCode } });
  }

  if (email && password) {
    const login = await call(operationAt('post', '/auth/login'), {
      path: '/auth/login',
      body: { email, password },
    });
    const token = login.result.outcome === 'conforms' ? login.answer?.token : undefined;
    const userId = login.answer?.user?.id;
    if (token) {
      await call(operationAt('get', '/user/info'), { path: '/user/info', token });
      if (userId !== undefined) {
        const cardsRead = operationAt('get', '/cards/{userId}');
        const { answer } = await call(cardsRead, {
          path: filled(cardsRead.template, { userId: String(userId) }),
          token,
        });
        const listed = Array.isArray(answer?.cards)
          ? answer.cards.find((item) => canonical(String(item?.number ?? '')) === cardCode)
          : undefined;
        if (listed?.id !== undefined) {
          const status = operationAt('get', '/medical-record/card/{cardId}');
          await call(status, {
            path: filled(status.template, { cardId: String(listed.id) }),
            token,
          });
        }
      }
    }
  }

  // Each assumed operation the client calls, asked in a way that writes nothing: a read as it
  // is, anything else without a token and with an empty body, which the contract refuses (401
  // or 422). Only whether it is there, and the shape of that answer, is learnt.
  for (const assumed of assumedOperations) {
    const entry = operationAt(assumed.method, assumed.path);
    if (entry.operation['x-demo-only']) continue;
    const path = filled(entry.template, { number: cardCode, provider });
    await call(entry, {
      path,
      query: entry.method === 'get' ? { cardNumber: cardCode } : undefined,
      body: entry.method === 'get' ? undefined : {},
    });
  }

  const failed = results.filter(
    (result) => !['conforms', 'assumed, absent'].includes(result.outcome),
  );
  return { api: base, card: cardCode, results, passed: failed.length === 0 };
}

function operationAt(method, template) {
  const entry = operations.find(
    (candidate) => candidate.method === method && candidate.template === template,
  );
  if (!entry) throw new Error(`docs/openapi.yaml has no ${method.toUpperCase()} ${template}`);
  return entry;
}

/** A 404 the operation itself declares with a JSON body is its answer, not a missing route. */
function isDeclaredAnswer(entry, response) {
  return (
    String(response.status) in entry.operation.responses &&
    (response.headers.get('Content-Type') ?? '').includes('json')
  );
}

/** The operations the check does not call: they write, or only the demo backend has them. */
export function uncalledOperations(report) {
  const called = new Set(report.results.map((result) => result.operationId));
  return operations
    .filter((entry) => !called.has(entry.operation.operationId))
    .map((entry) => ({
      operationId: entry.operation.operationId,
      method: entry.method.toUpperCase(),
      path: entry.template,
    }));
}
