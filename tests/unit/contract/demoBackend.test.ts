// Every call of the client, sent by the client's own functions to the demo backend, its answers
// and failures among them: each request and each answer must be one the contract allows, and
// every operation of the contract is called.
import {
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  updateProfile,
  verifyCode,
} from '@/api/auth';
import { getCardRecordStatus, getCards, signCardCopy } from '@/api/cards';
import { readRecord, saveRecord } from '@/api/medicalRecord';
import {
  createCustomer,
  createPayment,
  getPixBillingInfo,
  payWithCreditCard,
  simulatePixPayment,
  cancelPayment,
} from '@/api/payment';
import type { CreatePaymentRequest } from '@/api/types';
import { acceptTerms, changePassword, getUserInfo, sendContactMessage } from '@/api/user';
import { saveVisibility } from '@/api/visibility';
import { renewIdempotencyKey } from '@/features/checkout/customerStorage';
import { tomorrowIso } from '@/lib/dates';
import { plans } from '@/mocks/plans';
import {
  DEMO_CARDS,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_CARD,
  OTHER_EMAIL,
  OTHER_PASSWORD,
} from '@/mocks/seed';
import { recordResourceNames, type RecordResource } from '@/record';
import { defaultVisibility } from '@/record/visibility';
import { clearSession } from '@/session/cookies';
import { silenceApiWarnings } from '../support/apiWarnings';
import { loginAs } from '../support/demoBackend';
import { contractProblems, operationOf, operations } from '../support/contract';
import { recordExchanges } from '../support/recordExchanges';

silenceApiWarnings();

/** Runs a call whose failure is part of the scenario. */
async function settled(call: Promise<unknown>): Promise<void> {
  await call.catch(() => undefined);
}

const someItems: Record<RecordResource, Record<string, string>[]> = {
  'personal-information': [{ name: 'Ana Lima', cpf: '52998224725', date_birth: '1990-04-02' }],
  'blood-type': [{ blood_type: 'A+' }],
  pregnancy: [{ is_pregnant: '1', gestational_age: '12' }],
  contacts: [{ name: 'João', relationship: 'Irmão', phone: '11987654321' }],
  'health-plans': [{ provider: 'Saúde Mais', start_date: '2024-01-01' }],
  'health-insurances': [{ provider: 'Seguro', coverage_limit: '1000' }],
  allergies: [{ name: 'Dipirona', severity: 'Grave' }],
  addictions: [{ name: 'Tabaco', start_date: '2010-05-01' }],
  conditions: [{ name: 'Asma', status: 'Ativa' }],
  medicines: [{ name: 'Losartana', dosage: '50 mg' }],
  'procedures-surgery': [{ name: 'Apendicectomia', date_procedure: '2015-03-03' }],
  hospitalizations: [{ reason: 'Pneumonia', discharge: '1' }],
  prosthetics: [{ type: 'auditiva', compatible_magnetic_resonance: '0' }],
  exams: [{ name: 'Hemograma', exam_date: '2024-02-02' }],
  vaccines: [{ name: 'bcg', vaccination_date: '2000-01-01' }],
};

async function accountCalls() {
  const newcomer = { name: 'Rita Dias', email: 'rita@exemplo.com.br', cpf: '39053344705' };
  const { demo_code: code = '' } = await register(newcomer);
  await settled(verifyCode({ email: newcomer.email, code: 'errado' }));
  await verifyCode({ email: newcomer.email, code });
  await settled(register(newcomer));
  await settled(login({ email: DEMO_EMAIL, password: 'errada' }));
  await settled(login({ email: '', password: '' }));

  // The newcomer's password is still the CPF: most calls are refused until it changes.
  await loginAs(newcomer.email, newcomer.cpf);
  await settled(acceptTerms());
  await settled(updateProfile(newcomer));
  await settled(getCardRecordStatus(1));
  await settled(
    changePassword({ current_password: 'x', new_password: 'y', new_password_confirmation: 'z' }),
  );
  await changePassword({
    current_password: newcomer.cpf,
    new_password: 'senha-nova-1',
    new_password_confirmation: 'senha-nova-1',
  });
  await acceptTerms();
  await settled(updateProfile({ ...newcomer, email: 'rita.dias@exemplo.com.br', password: 'x' }));
  await updateProfile({ ...newcomer, name: 'Rita M. Dias' });

  const { demo_reset_url: link = '' } = await forgotPassword({ email: newcomer.email });
  await settled(forgotPassword({ email: 'não é e-mail' }));
  const token = new URL(link, 'http://localhost').searchParams.get('token') ?? '';
  await settled(
    resetPassword({ email: newcomer.email, token, password: 'a', password_confirmation: 'b' }),
  );
  await resetPassword({
    email: newcomer.email,
    token,
    password: 'outra-senha-2',
    password_confirmation: 'outra-senha-2',
  });

  await sendContactMessage({ name: 'Rita', email: newcomer.email, message: 'Olá' });
  await settled(sendContactMessage({ name: '', email: 'x', message: '' }));

  const { token: ending } = await loginAs(newcomer.email, 'outra-senha-2');
  await logout(ending);
  await settled(logout(ending));

  clearSession();
  await settled(getUserInfo());
  await settled(acceptTerms());
  await settled(
    changePassword({ current_password: 'a', new_password: 'b', new_password_confirmation: 'b' }),
  );
  await settled(updateProfile(newcomer));
}

async function cardCalls() {
  const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await getUserInfo();
  const cards = await getCards(user.id);
  await settled(getCards(user.id + 1000));
  await getCardRecordStatus(cards[0]?.id ?? 0);
  await getCardRecordStatus(999_999);
  await saveVisibility(DEMO_CARDS.partial, {
    recordVisible: true,
    hiddenSections: ['allergies'],
    identityNumbers: 'hidden',
  });
  await saveVisibility(DEMO_CARDS.empty, { ...defaultVisibility, recordVisible: false });
  await settled(saveVisibility(OTHER_CARD, defaultVisibility));
  await signCardCopy(DEMO_CARDS.full, '1;d=20261126;n=Maria');
  await settled(signCardCopy(OTHER_CARD, '1;d=20261126'));
}

async function recordCalls() {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  for (const resource of recordResourceNames) {
    await saveRecord(resource, DEMO_CARDS.empty, someItems[resource]);
    await readRecord(resource, DEMO_CARDS.full);
    await readRecord(resource, DEMO_CARDS.full, undefined, undefined, 'public');
    // Kept private, and with a hidden section (above): the public reads are withheld.
    await settled(readRecord(resource, DEMO_CARDS.empty, undefined, undefined, 'public'));
    await settled(readRecord(resource, DEMO_CARDS.partial, undefined, undefined, 'public'));
  }
  await settled(readRecord('allergies', 'ZZZ999ZZZ'));
  await saveRecord('exams', DEMO_CARDS.empty, [
    { name: 'Raio X', file: new File(['%PDF-1.4\n'], 'raio-x.pdf', { type: 'application/pdf' }) },
  ]);
  await saveRecord('blood-type', DEMO_CARDS.empty, [
    { blood_type: 'O-', file: new File(['%PDF-1.4\n'], 'tipo.pdf', { type: 'application/pdf' }) },
  ]);
  await settled(
    saveRecord('exams', DEMO_CARDS.empty, [
      { name: 'Texto', file: new File(['não é imagem'], 'nota.pdf', { type: 'application/pdf' }) },
    ]),
  );
  await settled(saveRecord('vaccines', DEMO_CARDS.empty, [{ vaccination_date: '2999-01-01' }]));
  await settled(saveRecord('allergies', OTHER_CARD, []));
  await saveRecord('allergies', DEMO_CARDS.empty, []);
  clearSession();
  await settled(saveRecord('allergies', DEMO_CARDS.empty, []));
}

async function paymentCalls() {
  const { user } = await loginAs(OTHER_EMAIL, OTHER_PASSWORD);
  await settled(createCustomer(user.id + 1));
  const customer = await createCustomer(user.id);
  const plan = plans[2];
  if (!plan) throw new Error('no plan');
  // Each try a new key, made as the checkout makes it.
  const newKey = () => renewIdempotencyKey(user.id, plan.id);
  const body: CreatePaymentRequest = {
    id_customer: customer,
    plan_id: plan.id,
    user_id: user.id,
    billingType: 'CREDIT_CARD',
    value: plan.price,
    dueDate: tomorrowIso(),
    installmentCount: 3,
    totalValue: plan.price,
    description: plan.name,
  };
  await settled(createPayment({ ...body, value: plan.price + 1 }, newKey()));
  const cardPayment = await createPayment(body, newKey());
  const card = {
    holderName: 'CARLOS E LIMA',
    number: '4111111111111111',
    expiryMonth: '12',
    expiryYear: String(new Date().getFullYear() + 2),
    ccv: '123',
  };
  const charge = { customer_id: customer, creditCard: card };
  await settled(
    payWithCreditCard(
      cardPayment,
      { ...charge, creditCard: { ...card, expiryYear: '2001' } },
      newKey(),
    ),
  );
  await settled(
    payWithCreditCard(
      cardPayment,
      { ...charge, creditCard: { ...card, number: '5184019740373151' } },
      newKey(),
    ),
  );
  await payWithCreditCard(cardPayment, charge, newKey());
  await settled(payWithCreditCard(cardPayment, charge, newKey()));
  await settled(payWithCreditCard('pay_unknown', charge, newKey()));
  await settled(getPixBillingInfo(cardPayment));
  await settled(simulatePixPayment(cardPayment));

  const pixPayment = await createPayment(
    { ...body, billingType: 'PIX', installmentCount: null },
    newKey(),
  );
  await settled(payWithCreditCard(pixPayment, charge, newKey()));
  await getPixBillingInfo(pixPayment);
  await simulatePixPayment(pixPayment);
  await settled(cancelPayment(pixPayment));
  const unpaidPix = await createPayment(
    { ...body, billingType: 'PIX', installmentCount: null },
    newKey(),
  );
  await cancelPayment(unpaidPix);
  await settled(simulatePixPayment(unpaidPix));
  await settled(cancelPayment('pay_unknown'));
  clearSession();
  await settled(getPixBillingInfo(pixPayment));
  await settled(createCustomer(user.id));
}

it('every call the client sends, and every answer the demo backend gives, is in the contract', async () => {
  const recorder = recordExchanges();
  await accountCalls();
  await cardCalls();
  await recordCalls();
  await paymentCalls();
  const calls = await recorder.calls();

  const problems = calls.flatMap((call) =>
    contractProblems(call).map(
      (problem) => `${call.method} ${call.url.pathname} → ${call.status}: ${problem}`,
    ),
  );
  expect(problems).toEqual([]);

  const called = new Set(
    calls.map((call) => operationOf(call.method, call.url)?.operation.operationId),
  );
  const uncalled = operations
    .map(({ operation }) => operation.operationId)
    .filter((id) => !called.has(id));
  expect(uncalled).toEqual([]);
});
