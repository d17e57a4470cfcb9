import { call, callForMessage, partOf } from './call';
import { badShape, messageAnswer, type CallOptions } from './client';
import { notePasswordUsed } from './user';
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

const loginOptions: CallOptions = {
  fallbackKey: 'errors.login',
  networkKey: 'errors.connection',
  // A wrong password; the dialog that renews a session sends this call too, and must hear it.
  unauthorizedIsAnswer: true,
};

/** A yes/no the API may send as a boolean or as 1/0; undefined when it did not send one. */
function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return value === 1 || value === 0 ? value === 1 : undefined;
}

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const data = await call('post', '/auth/login', { body }, loginOptions);
  const user = partOf(data, 'user');
  if (typeof data?.token !== 'string' || !data.token || !user) {
    throw badShape(loginOptions, 'login');
  }
  if (typeof user.id !== 'number') throw badShape(loginOptions, 'login user');
  notePasswordUsed(user.id, body.password, flagOf(user.password_change_required));
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

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const registerOptions: CallOptions = { fallbackKey: 'errors.register' };

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const data = await call('post', '/auth/register', { body }, registerOptions);
  return {
    ...messageAnswer(data, registerOptions, 'register'),
    demo_code: optionalText(data?.demo_code),
  };
}

const verifyOptions: CallOptions = { fallbackKey: 'errors.verifyCode' };

export async function verifyCode(body: VerifyCodeRequest): Promise<ApiMessage> {
  return callForMessage('post', '/auth/verify-code', { body }, verifyOptions);
}

const forgotOptions: CallOptions = { fallbackKey: 'errors.forgotPassword' };

export async function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  const data = await call('post', '/auth/forgot-password', { body }, forgotOptions);
  return {
    ...messageAnswer(data, forgotOptions, 'forgot password'),
    demo_reset_url: optionalText(data?.demo_reset_url),
  };
}

const resetOptions: CallOptions = { fallbackKey: 'errors.resetPassword' };

export async function resetPassword(body: ResetPasswordRequest): Promise<ApiMessage> {
  return callForMessage('post', '/auth/reset-password', { body }, resetOptions);
}

const profileOptions: CallOptions = { fallbackKey: 'errors.updateProfile' };

export async function updateProfile(body: UpdateProfileRequest): Promise<ApiMessage> {
  return callForMessage('post', '/auth/update-profile', { body }, profileOptions);
}
