// The demo backend reached through the real client, as the screens reach it.
import { login } from '@/api/auth';
import { ApiError } from '@/api/errors';
import type { LoginResponse } from '@/api/types';
import { writeSession } from '@/session/cookies';

/** Logs in through the real client and keeps the session cookies, as the login screen does. */
export async function loginAs(email: string, password: string): Promise<LoginResponse> {
  const session = await login({ email, password });
  writeSession(session.token, session.user);
  return session;
}

/** The ApiError a call rejects with (fails the test when it resolves). */
export async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Absolute URL for Node's fetch, which does not resolve paths against jsdom's location. */
export function absolute(path: string): string {
  return new URL(path, window.location.origin).toString();
}
