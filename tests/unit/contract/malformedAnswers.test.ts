// The client keeps its own checks of every answer (src/api/shape.ts, recordAnswer.ts): they are
// what keeps a malformed answer from being read as an empty one. What the contract refuses, they
// refuse too.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { login } from '@/api/auth';
import { getCards } from '@/api/cards';
import { readRecord } from '@/api/medicalRecord';
import { createCustomer, createPayment, getPixBillingInfo } from '@/api/payment';
import { acceptTerms, getUserInfo } from '@/api/user';
import { saveVisibility } from '@/api/visibility';
import { tomorrowIso } from '@/lib/dates';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { defaultVisibility } from '@/record/visibility';
import { silenceApiWarnings } from '../support/apiWarnings';
import { apiErrorOf } from '../support/demoBackend';
import { contractProblems } from '../support/contract';
import { recordExchanges } from '../support/recordExchanges';

silenceApiWarnings();

const visibility = { record_visible: true, hidden_sections: [], identity_numbers: 'masked' };
const card = { id: 1, number: 'ABC123XYZ', visibility };

const credentials = { email: 'demo@exemplo.com.br', password: 'demo1234' };

const cases: { name: string; answer: JsonBodyType; call: () => Promise<unknown> }[] = [
  { name: 'a login without its user', answer: { token: 'abc' }, call: () => login(credentials) },
  {
    name: 'a login with an empty token',
    answer: { token: '', user: { id: 1, accept_terms: 1 } },
    call: () => login(credentials),
  },
  {
    name: "a login whose user's id is text",
    answer: { token: 'abc', user: { id: 'um', accept_terms: 1 } },
    call: () => login(credentials),
  },
  {
    name: 'user info without its payments',
    answer: { user: { name: 'Ana', email: 'a@b.c', cpf: '52998224725' } },
    call: () => getUserInfo(),
  },
  { name: 'a card list that is no list', answer: { cards: null }, call: () => getCards(1) },
  {
    name: 'a card without its code',
    answer: { cards: [{ id: 1, visibility }] },
    call: () => getCards(1),
  },
  {
    name: 'a card whose visibility is not the contract’s',
    answer: { cards: [{ ...card, visibility: { ...visibility, record_visible: 'talvez' } }] },
    call: () => getCards(1),
  },
  {
    name: 'a record read without data',
    answer: { items: [] },
    call: () => readRecord('allergies', 'ABC123XYZ'),
  },
  {
    name: 'a record read whose data is null for a list',
    answer: { data: null },
    call: () => readRecord('allergies', 'ABC123XYZ'),
  },
  {
    name: 'a record item whose declared field holds a list',
    answer: { data: [{ id: 1, name: ['Dipirona'] }] },
    call: () => readRecord('allergies', 'ABC123XYZ'),
  },
  {
    name: 'a list where one object is the answer',
    answer: { data: [{ blood_type: 'A+' }] },
    call: () => readRecord('blood-type', 'ABC123XYZ'),
  },
  {
    name: 'hidden fields that are not identity fields of the section',
    answer: { data: [{ id: 1, name: 'Ana', cpf: null, hidden_fields: ['nome'] }] },
    call: () => readRecord('personal-information', 'ABC123XYZ'),
  },
  {
    name: 'a Pix code without its image',
    answer: { data: { pix: { payload: '000201' } } },
    call: () => getPixBillingInfo('pay_1'),
  },
  { name: 'a customer without its id', answer: { customer: {} }, call: () => createCustomer(1) },
  {
    name: 'a payment without its id',
    answer: { payment: {} },
    call: () =>
      createPayment(
        {
          id_customer: 'cus_1',
          plan_id: 1,
          user_id: 1,
          billingType: 'PIX',
          value: 150,
          dueDate: tomorrowIso(),
          installmentCount: null,
          totalValue: 150,
          description: 'Plano Individual',
        },
        'a'.repeat(32),
      ),
  },
  {
    name: 'a saved visibility without the choice stored',
    answer: { message: 'ok' },
    call: () => saveVisibility('ABC123XYZ', defaultVisibility),
  },
  { name: 'a message answer that is a list', answer: [], call: () => acceptTerms() },
];

it.each(cases)('$name: the contract refuses it, and so does the client', async (malformed) => {
  server.use(http.all(apiPath('/*'), () => HttpResponse.json(malformed.answer)));
  const recorder = recordExchanges();
  const error = await apiErrorOf(malformed.call());
  const [exchange] = await recorder.calls();
  if (!exchange) throw new Error('no call was sent');

  expect(contractProblems(exchange).filter((problem) => problem.startsWith('answer'))).not.toEqual(
    [],
  );
  expect(error.kind).toBe('shape');
});

it('an answer that is a page, not JSON: the contract refuses it, and so does the client', async () => {
  server.use(http.all(apiPath('/*'), () => HttpResponse.html('<p>Bem-vindo</p>')));
  const recorder = recordExchanges();
  const error = await apiErrorOf(acceptTerms());
  const [exchange] = await recorder.calls();
  if (!exchange) throw new Error('no call was sent');

  expect(contractProblems(exchange)).toEqual(['answer 200 is text/html']);
  expect(error.kind).toBe('shape');
});
