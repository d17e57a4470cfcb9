// Every REST call the app makes, once: the fault matrix is generated from this list, so a new
// call cannot be left out of it (a test compares it with the client's exported functions).
import { matchRequestUrl } from 'msw';
import * as auth from '@/api/auth';
import * as cards from '@/api/cards';
import * as medicalRecord from '@/api/medicalRecord';
import * as payment from '@/api/payment';
import * as user from '@/api/user';
import * as visibility from '@/api/visibility';
import { paymentProvider } from '@/lib/env';
import { defaultVisibility } from '@/record';

export interface ApiCall {
  /** The client function, as `module.name`. */
  name: string;
  method: 'get' | 'post' | 'delete';
  /** msw path pattern. */
  path: string;
  invoke: () => Promise<unknown>;
  /** The default text (common namespace) shown when the server sends no message. */
  fallbackKey: string;
  /** The text shown when no answer came at all, when it differs. */
  networkKey?: string;
  /**
   * What the call does with a body that is not the documented shape: it fails (docs/api-contract.md), unless
   * it reads nothing but the status (`'accepted'`).
   */
  onBadShape: 'error' | 'accepted';
  /** The text of a bad shape, when the product spec, section 8 gives it its own. */
  badShapeKey?: string;
}

const p = `/api/${paymentProvider}`;
const card = 'ABC123XYZ';

export const apiCalls: ApiCall[] = [
  {
    name: 'auth.login',
    method: 'post',
    path: '/api/auth/login',
    invoke: () => auth.login({ email: 'a@b.co', password: 'x' }),
    fallbackKey: 'errors.login',
    networkKey: 'errors.connection',
    onBadShape: 'error',
  },
  {
    name: 'auth.register',
    method: 'post',
    path: '/api/auth/register',
    invoke: () => auth.register({ name: 'A', email: 'a@b.co', cpf: '52998224725' }),
    fallbackKey: 'errors.register',
    onBadShape: 'error',
  },
  {
    name: 'auth.verifyCode',
    method: 'post',
    path: '/api/auth/verify-code',
    invoke: () => auth.verifyCode({ email: 'a@b.co', code: '1' }),
    fallbackKey: 'errors.verifyCode',
    onBadShape: 'error',
  },
  {
    name: 'auth.forgotPassword',
    method: 'post',
    path: '/api/auth/forgot-password',
    invoke: () => auth.forgotPassword({ email: 'a@b.co' }),
    fallbackKey: 'errors.forgotPassword',
    onBadShape: 'error',
  },
  {
    name: 'auth.resetPassword',
    method: 'post',
    path: '/api/auth/reset-password',
    invoke: () =>
      auth.resetPassword({
        email: 'a@b.co',
        token: 't',
        password: 'x',
        password_confirmation: 'x',
      }),
    fallbackKey: 'errors.resetPassword',
    onBadShape: 'error',
  },
  {
    name: 'auth.updateProfile',
    method: 'post',
    path: '/api/auth/update-profile',
    invoke: () => auth.updateProfile({ name: 'A', email: 'a@b.co', cpf: '52998224725' }),
    fallbackKey: 'errors.updateProfile',
    onBadShape: 'error',
  },
  {
    name: 'auth.logout',
    method: 'post',
    path: '/api/auth/logout',
    invoke: () => auth.logout('token'),
    fallbackKey: 'errors.unknown',
    onBadShape: 'accepted',
  },
  {
    name: 'user.getUserInfo',
    method: 'get',
    path: '/api/user/info',
    invoke: () => user.getUserInfo(),
    fallbackKey: 'errors.userInfo',
    onBadShape: 'error',
  },
  {
    name: 'user.acceptTerms',
    method: 'post',
    path: '/api/user/accept-terms',
    invoke: () => user.acceptTerms(),
    fallbackKey: 'errors.acceptTerms',
    onBadShape: 'error',
  },
  {
    name: 'user.changePassword',
    method: 'post',
    path: '/api/change-password',
    invoke: () =>
      user.changePassword({
        current_password: 'a',
        new_password: 'b',
        new_password_confirmation: 'b',
      }),
    fallbackKey: 'errors.changePassword',
    onBadShape: 'error',
  },
  {
    name: 'user.sendContactMessage',
    method: 'post',
    path: '/api/contact',
    invoke: () => user.sendContactMessage({ name: 'A', email: 'a@b.co', message: 'Olá' }),
    fallbackKey: 'errors.contact',
    onBadShape: 'error',
  },
  {
    name: 'cards.getCards',
    method: 'get',
    path: '/api/cards/:userId',
    invoke: () => cards.getCards(1),
    fallbackKey: 'errors.cardsLoad',
    onBadShape: 'error',
  },
  {
    name: 'cards.getCardRecordStatus',
    method: 'get',
    path: '/api/medical-record/card/:cardId',
    invoke: () => cards.getCardRecordStatus(1),
    fallbackKey: 'errors.recordLoad',
    onBadShape: 'accepted',
  },
  {
    name: 'cards.signCardCopy',
    method: 'post',
    path: '/api/cards/:number/copy-signature',
    invoke: () => cards.signCardCopy(card, '1;d=20261128'),
    fallbackKey: 'errors.cardsLoad',
    onBadShape: 'error',
  },
  {
    name: 'payment.createCustomer',
    method: 'post',
    path: `${p}/create-customer`,
    invoke: () => payment.createCustomer(1),
    fallbackKey: 'errors.createCustomer',
    onBadShape: 'error',
    badShapeKey: 'errors.customerMissing',
  },
  {
    name: 'payment.createPayment',
    method: 'post',
    path: `${p}/create-payments`,
    invoke: () =>
      payment.createPayment(
        {
          id_customer: 'c',
          plan_id: 1,
          user_id: 1,
          billingType: 'PIX',
          value: 150,
          dueDate: '2030-01-01',
          installmentCount: null,
          totalValue: 150,
          description: 'Plano Individual',
        },
        'key-1',
      ),
    fallbackKey: 'errors.createPayment',
    onBadShape: 'error',
    badShapeKey: 'errors.paymentIdMissing',
  },
  {
    name: 'payment.payWithCreditCard',
    method: 'post',
    path: `${p}/payments/:id/payWithCreditCard`,
    invoke: () =>
      payment.payWithCreditCard(
        'pay_1',
        {
          customer_id: 'c',
          creditCard: {
            holderName: 'A',
            number: '4111111111111111',
            expiryMonth: '12',
            expiryYear: '2030',
            ccv: '123',
          },
        },
        'key-1',
      ),
    fallbackKey: 'errors.chargeCard',
    onBadShape: 'error',
  },
  {
    name: 'payment.getPixBillingInfo',
    method: 'get',
    path: `${p}/payments/:id/billingInfo`,
    invoke: () => payment.getPixBillingInfo('pay_1'),
    fallbackKey: 'errors.pixData',
    onBadShape: 'error',
    badShapeKey: 'errors.noBillingInfo',
  },
  {
    name: 'payment.simulatePixPayment',
    method: 'post',
    path: `${p}/payments/:id/simulate-pix`,
    invoke: () => payment.simulatePixPayment('pay_1'),
    fallbackKey: 'errors.pixSimulate',
    onBadShape: 'error',
  },
  {
    name: 'payment.cancelPayment',
    method: 'delete',
    path: `${p}/payments/:id`,
    invoke: () => payment.cancelPayment('pay_1'),
    fallbackKey: 'errors.cancelPayment',
    onBadShape: 'error',
  },
  {
    name: 'medicalRecord.readRecord',
    method: 'get',
    path: '/api/medical-record/:resource',
    invoke: () => medicalRecord.readRecord('allergies', card),
    fallbackKey: 'errors.recordLoad',
    onBadShape: 'error',
  },
  {
    name: 'medicalRecord.saveRecord',
    method: 'post',
    path: '/api/medical-record/:resource',
    invoke: () => medicalRecord.saveRecord('allergies', card, [{ name: 'Dipirona' }]),
    fallbackKey: 'errors.save',
    onBadShape: 'error',
  },
  {
    name: 'visibility.saveVisibility',
    method: 'post',
    path: '/api/cards/:number/visibility',
    invoke: () => visibility.saveVisibility(card, defaultVisibility),
    fallbackKey: 'errors.save',
    onBadShape: 'error',
  },
];

/**
 * Exported functions that send no request of their own: a body builder, the whole-record reads,
 * which send `readRecord`'s requests (its faults cover them), the browser's note of a password that is still the CPF, what a failed charge may have done, and the reading and writing of a card's visibility.
 */
const notCalls = new Set([
  'buildRecordBody',
  'readWholeRecord',
  'preloadWholeRecord',
  'passwordIsStillCpf',
  'notePasswordUsed',
  'mayHaveCharged',
  'chargeRefused',
  'readVisibility',
  'visibilityWire',
]);

/** Every function the API modules export that sends a request. */
export const exportedCalls = Object.entries({
  auth,
  cards,
  medicalRecord,
  payment,
  user,
  visibility,
}).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => typeof value === 'function' && !notCalls.has(name))
    .map(([name]) => `${module}.${name}`),
);

/**
 * The call of `apiCalls` a request is, by its method and path: none for a request no call sends.
 * Two calls that could both send one request would make the matrix ambiguous: that throws.
 */
export function callOf(request: Request): ApiCall | undefined {
  const url = new URL(request.url);
  const method = request.method.toLowerCase();
  const found = apiCalls.filter(
    (call) => call.method === method && matchRequestUrl(url, `*${call.path}`).matches,
  );
  if (found.length > 1) {
    throw new Error(
      `${request.method} ${url.pathname} is ${found.map((c) => c.name).join(' and ')}`,
    );
  }
  return found[0];
}
