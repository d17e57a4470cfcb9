import { badShape, isObject, request, type CallOptions } from './client';
import type {
  ApiMessage,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  UpdateProfileRequest,
  VerifyCodeRequest,
} from './types';

function message(data: unknown): ApiMessage {
  return { message: isObject(data) && typeof data.message === 'string' ? data.message : '' };
}

const loginOptions: CallOptions = { fallbackKey: 'errors.login', networkKey: 'errors.connection' };

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const data = await request<unknown>(
    { method: 'POST', url: '/auth/login', data: body },
    loginOptions,
  );
  if (!isObject(data) || typeof data.token !== 'string' || !data.token || !isObject(data.user)) {
    throw badShape(loginOptions, 'login');
  }
  const user = data.user;
  if (typeof user.id !== 'number') throw badShape(loginOptions, 'login user');
  return {
    token: data.token,
    user: {
      id: user.id,
      name: typeof user.name === 'string' ? user.name : undefined,
      email: typeof user.email === 'string' ? user.email : undefined,
      accept_terms: Number(user.accept_terms) === 1 ? 1 : 0,
    },
  };
}

function optionalText(data: unknown, key: string): string | undefined {
  return isObject(data) && typeof data[key] === 'string' ? data[key] : undefined;
}

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const data = await request<unknown>(
    { method: 'POST', url: '/auth/register', data: body },
    { fallbackKey: 'errors.register' },
  );
  return { ...message(data), demo_code: optionalText(data, 'demo_code') };
}

export async function verifyCode(body: VerifyCodeRequest): Promise<ApiMessage> {
  return message(
    await request<unknown>(
      { method: 'POST', url: '/auth/verify-code', data: body },
      { fallbackKey: 'errors.verifyCode' },
    ),
  );
}

export async function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  const data = await request<unknown>(
    { method: 'POST', url: '/auth/forgot-password', data: body },
    { fallbackKey: 'errors.forgotPassword' },
  );
  return { ...message(data), demo_reset_url: optionalText(data, 'demo_reset_url') };
}

export async function resetPassword(body: ResetPasswordRequest): Promise<ApiMessage> {
  return message(
    await request<unknown>(
      { method: 'POST', url: '/auth/reset-password', data: body },
      { fallbackKey: 'errors.resetPassword' },
    ),
  );
}

export async function updateProfile(body: UpdateProfileRequest): Promise<ApiMessage> {
  return message(
    await request<unknown>(
      { method: 'POST', url: '/auth/update-profile', data: body },
      { fallbackKey: 'errors.updateProfile' },
    ),
  );
}
