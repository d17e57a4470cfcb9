import { passwordLooksLikeACpf } from '../lib/passwordRules';
import { readUser } from '../session/cookies';
import { markPasswordIsCpf } from '../session/passwordChoice';
import { call, callForMessage, partOf } from './call';
import { badShape, type CallOptions } from './client';
import { isObject } from './shape';
import type {
  ApiMessage,
  ChangePasswordRequest,
  ContactRequest,
  UserInfo,
  UserPayment,
} from './types';

const infoOptions: CallOptions = { fallbackKey: 'errors.userInfo' };

function readPayment(value: Record<string, unknown>): UserPayment {
  return {
    plan_name: typeof value.plan_name === 'string' ? value.plan_name : '',
    value: typeof value.value === 'number' || typeof value.value === 'string' ? value.value : 0,
    cards: Number(value.cards) || 0,
    transaction_date: typeof value.transaction_date === 'string' ? value.transaction_date : '',
  };
}

/** The user and their payments; an answer without both fails (docs/api-contract.md: never an empty value). */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const data = await call('get', '/user/info', { signal }, infoOptions);
  const user = partOf(data, 'user');
  if (!user) throw badShape(infoOptions, 'user info');
  const payments = data?.payments;
  if (!Array.isArray(payments) || !payments.every(isObject)) {
    throw badShape(infoOptions, 'user info payments');
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    user: { name: text(user.name), email: text(user.email), cpf: text(user.cpf) },
    payments: payments.map(readPayment),
  };
}

const termsOptions: CallOptions = { fallbackKey: 'errors.acceptTerms' };

export async function acceptTerms(): Promise<ApiMessage> {
  return callForMessage('post', '/user/accept-terms', {}, termsOptions);
}

export { passwordIsStillCpf } from '../session/passwordChoice';

/**
 * Told each successful login: the server's `password_change_required` when it sent one, else
 * whether the password used is a CPF number (the checkout's first login is one).
 */
export function notePasswordUsed(userId: number, password: string, serverSays?: boolean): void {
  markPasswordIsCpf(userId, serverSays ?? passwordLooksLikeACpf(password));
}

const passwordOptions: CallOptions = { fallbackKey: 'errors.changePassword' };

export async function changePassword(body: ChangePasswordRequest): Promise<ApiMessage> {
  const answer = await callForMessage('post', '/change-password', { body }, passwordOptions);
  const user = readUser();
  if (user) markPasswordIsCpf(user.id, false);
  return answer;
}

const contactOptions: CallOptions = { fallbackKey: 'errors.contact' };

export async function sendContactMessage(body: ContactRequest): Promise<ApiMessage> {
  return callForMessage('post', '/contact', { body }, contactOptions);
}
