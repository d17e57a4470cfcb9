import { isValidCpf } from '../lib/cpf';
import { withoutCpfSeparators } from '../lib/passwordRules';
import { readUser } from '../session/cookies';
import { badShape, messageAnswer, request, type CallOptions } from './client';
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
  const data = await request<unknown>({ method: 'GET', url: '/user/info', signal }, infoOptions);
  if (!isObject(data) || !isObject(data.user)) throw badShape(infoOptions, 'user info');
  const { payments } = data;
  if (!Array.isArray(payments) || !payments.every(isObject)) {
    throw badShape(infoOptions, 'user info payments');
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    user: { name: text(data.user.name), email: text(data.user.email), cpf: text(data.user.cpf) },
    payments: payments.map(readPayment),
  };
}

const termsOptions: CallOptions = { fallbackKey: 'errors.acceptTerms' };

export async function acceptTerms(): Promise<ApiMessage> {
  const data = await request<unknown>({ method: 'POST', url: '/user/accept-terms' }, termsOptions);
  return messageAnswer(data, termsOptions, 'accept terms');
}

// Whether a user's password is still their CPF: the server does not tell, so this browser keeps
// it, per user id, in local storage. Each login tells it again: a password that is a CPF number
// (the checkout's first login is one) sets it, any other clears it; so does a password changed.
const cpfPasswordKey = (userId: number) => `passwordIsCpf:${userId}`;

/** Sets or clears the flag; a browser that refuses storage only loses the warning. */
function markPasswordIsCpf(userId: number, isCpf: boolean): void {
  try {
    if (isCpf) localStorage.setItem(cpfPasswordKey(userId), '1');
    else localStorage.removeItem(cpfPasswordKey(userId));
  } catch {
    // Storage refused by a browser setting.
  }
}

/** Whether the logged-in user's password is still their CPF, as far as this browser knows. */
export function passwordIsStillCpf(): boolean {
  const user = readUser();
  try {
    return user !== undefined && localStorage.getItem(cpfPasswordKey(user.id)) === '1';
  } catch {
    return false;
  }
}

/** Told the password of each successful login. */
export function notePasswordUsed(userId: number, password: string): void {
  const digits = withoutCpfSeparators(password);
  markPasswordIsCpf(userId, /^\d{11}$/.test(digits) && isValidCpf(digits));
}

const passwordOptions: CallOptions = { fallbackKey: 'errors.changePassword' };

export async function changePassword(body: ChangePasswordRequest): Promise<ApiMessage> {
  const data = await request<unknown>(
    { method: 'POST', url: '/change-password', data: body },
    passwordOptions,
  );
  const answer = messageAnswer(data, passwordOptions, 'change password');
  const user = readUser();
  if (user) markPasswordIsCpf(user.id, false);
  return answer;
}

const contactOptions: CallOptions = { fallbackKey: 'errors.contact' };

export async function sendContactMessage(body: ContactRequest): Promise<ApiMessage> {
  const data = await request<unknown>(
    { method: 'POST', url: '/contact', data: body },
    contactOptions,
  );
  return messageAnswer(data, contactOptions, 'contact');
}
