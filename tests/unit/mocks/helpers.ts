import { File as NodeFile } from 'node:buffer';
import { login } from '../../../src/api/auth';
import { http } from '../../../src/api/http';
import { ApiError } from '../../../src/api/errors';
import type { LoginResponse } from '../../../src/api/types';
import { writeSession } from '../../../src/session/cookies';

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

/**
 * In vitest, axios runs its Node build and jsdom replaces FormData/File with versions that Node's
 * fetch cannot read, so file parts would arrive empty. Multipart tests use Node's own FormData and
 * File instead; in the browser the app uses the platform's, which need none of this.
 */
export async function useNodeMultipart(): Promise<void> {
  const probe = await new Response(new URLSearchParams('a=b')).formData();
  http.defaults.env = { ...http.defaults.env, FormData: probe.constructor as typeof FormData };
}

export function nodeFile(
  bytes: Uint8Array<ArrayBuffer> | string,
  name: string,
  type: string,
): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/** Absolute URL for Node's fetch, which does not resolve paths against jsdom's location. */
export function absolute(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** The client logs every failed call; these tests fail calls on purpose. */
export function silenceApiWarnings(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
