import { badShape, isObject, request, type CallOptions } from './client';
import type {
  ApiMessage,
  ChangePasswordRequest,
  ContactRequest,
  UserInfo,
  UserPayment,
} from './types';

function message(data: unknown): ApiMessage {
  return { message: isObject(data) && typeof data.message === 'string' ? data.message : '' };
}

const infoOptions: CallOptions = { fallbackKey: 'errors.userInfo' };

function readPayment(value: unknown): UserPayment | null {
  if (!isObject(value)) return null;
  return {
    plan_name: typeof value.plan_name === 'string' ? value.plan_name : '',
    value: typeof value.value === 'number' || typeof value.value === 'string' ? value.value : 0,
    cards: Number(value.cards) || 0,
    transaction_date: typeof value.transaction_date === 'string' ? value.transaction_date : '',
  };
}

export async function getUserInfo(): Promise<UserInfo> {
  const data = await request<unknown>({ method: 'GET', url: '/user/info' }, infoOptions);
  if (!isObject(data) || !isObject(data.user)) throw badShape(infoOptions, 'user info');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const payments = Array.isArray(data.payments) ? data.payments : [];
  if (!Array.isArray(data.payments)) console.warn('[api] user info: payments is not a list');
  return {
    user: { name: text(data.user.name), email: text(data.user.email), cpf: text(data.user.cpf) },
    payments: payments.map(readPayment).filter((p): p is UserPayment => p !== null),
  };
}

export async function acceptTerms(): Promise<ApiMessage> {
  return message(
    await request<unknown>(
      { method: 'POST', url: '/user/accept-terms' },
      { fallbackKey: 'errors.acceptTerms' },
    ),
  );
}

export async function changePassword(body: ChangePasswordRequest): Promise<ApiMessage> {
  return message(
    await request<unknown>(
      { method: 'POST', url: '/change-password', data: body },
      { fallbackKey: 'errors.changePassword' },
    ),
  );
}

export async function sendContactMessage(body: ContactRequest): Promise<ApiMessage> {
  return message(
    await request<unknown>(
      { method: 'POST', url: '/contact', data: body },
      { fallbackKey: 'errors.contact' },
    ),
  );
}
