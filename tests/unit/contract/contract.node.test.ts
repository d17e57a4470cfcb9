// The contract checker refuses what leaves the document, and only that.
import { apiBaseUrl } from '@/lib/env';
import { contractProblems, type Exchange } from '../support/contract';

const origin = 'http://localhost';

/** A login as the demo backend answers it, changed by `change`. */
function exchange(change: Partial<Exchange> = {}): Exchange {
  return {
    method: 'POST',
    url: new URL(`${apiBaseUrl}/auth/login`, origin),
    headers: new Headers({ 'Content-Type': 'application/json' }),
    contentType: 'application/json',
    body: { email: 'demo@exemplo.com.br', password: 'demo1234' },
    status: 200,
    answerType: 'application/json',
    answer: { token: 'abc', user: { id: 1, name: 'Maria', accept_terms: 1 } },
    ...change,
  };
}

const read = (path: string): Partial<Exchange> => ({
  method: 'GET',
  url: new URL(`${apiBaseUrl}${path}`, origin),
  headers: new Headers(),
  contentType: '',
  body: undefined,
});

it('takes a call the document allows', () => {
  expect(contractProblems(exchange())).toEqual([]);
  expect(
    contractProblems(
      exchange({
        ...read('/medical-record/allergies?cardNumber=ABC123XYZ'),
        answer: { data: [{ id: 3, name: 'Dipirona', severity: null, created_at: '2024-01-01' }] },
      }),
    ),
  ).toEqual([]);
});

it('refuses an answer that leaves the document', () => {
  expect(contractProblems(exchange({ answer: { token: '', user: { id: '1' } } }))).toEqual([
    'answer 200/token must NOT have fewer than 1 characters',
    "answer 200/user must have required property 'accept_terms'",
    'answer 200/user/id must be integer',
  ]);
  expect(
    contractProblems(
      exchange({
        ...read('/medical-record/blood-type?cardNumber=ABC123XYZ'),
        answer: { data: [{ blood_type: 'A+' }] },
      }),
    ),
  ).toContain('answer 200/data must match exactly one schema in oneOf');
});

it('refuses a status the operation does not answer, and a body of another type', () => {
  expect(contractProblems(exchange({ status: 409, answer: { message: 'x' } }))).toEqual([
    'status 409 is not an answer of the operation',
  ]);
  expect(contractProblems(exchange({ answerType: 'text/html', answer: '<p>ok</p>' }))).toEqual([
    'answer 200 is text/html',
  ]);
});

it('refuses a request that leaves the document', () => {
  expect(
    contractProblems(exchange({ body: { email: 'a@b.c', password: 'x', remember: true } })),
  ).toEqual(['request must NOT have additional properties']);
  expect(
    contractProblems(
      exchange({
        ...read('/medical-record/allergies?cardNumber=abc-123-xyz'),
        answer: { data: [] },
      }),
    ),
  ).toEqual(['query parameter cardNumber must match pattern "^[A-Z0-9]{9}$"']);
  expect(
    contractProblems(
      exchange({
        url: new URL(`${apiBaseUrl}/medical-record/allergies`, origin),
        headers: new Headers({ 'Content-Type': 'multipart/form-data; boundary=x' }),
        contentType: 'multipart/form-data; boundary=x',
        body: { cardNumber: 'ABC123XYZ', allergy: [{ name: 'Dipirona', grade: 'alta' }] },
        answer: { message: 'ok' },
      }),
    ),
  ).toEqual(['request/allergy/0 must NOT have additional properties']);
});

it('refuses a call the document does not have', () => {
  expect(
    contractProblems(exchange({ url: new URL(`${apiBaseUrl}/auth/sign-out`, origin) })),
  ).toEqual([`POST ${apiBaseUrl}/auth/sign-out is no operation of the contract`]);
});
