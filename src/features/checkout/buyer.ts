import { login, verifyCode } from '@/api/auth';
import { ApiError } from '@/api/errors';
import { createCustomer } from '@/api/payment';
import type { SessionUser } from '@/api/types';
import { readUserCookie, type UserCookie } from '@/session/cookies';
import { saveCustomerId } from './customerStorage';

/** Who is buying, as registered in step 1 (CPF as digits). */
export interface Buyer {
  name: string;
  email: string;
  cpf: string;
}

/** The stages of step 2 already done, so a retry after a later failure does not repeat them. */
export interface ConfirmProgress {
  verified: boolean;
  signedIn: boolean;
}

const cookieErrorKeys: Record<Exclude<UserCookie['status'], 'ok'>, string> = {
  missing: 'errors.userCookieMissing',
  noId: 'errors.userIdMissing',
  unreadable: 'errors.userCookieUnreadable',
};

/** The same error, with another default text when the server sent no message. */
function withDefault(error: ApiError, fallbackKey: string): ApiError {
  if (error.serverMessage) return error;
  return new ApiError({
    kind: error.kind,
    status: error.status,
    fallbackKey,
    fieldErrors: error.fieldErrors,
  });
}

/** The user id of the user cookie; each way the cookie can fail has its own message. */
export function userIdFromCookie(): number {
  const cookie = readUserCookie();
  if (cookie.status !== 'ok') {
    throw new ApiError({ kind: 'shape', fallbackKey: cookieErrorKeys[cookie.status] });
  }
  return cookie.user.id;
}

/** Creates the payment provider's customer for the logged-in user and keeps its id. */
export async function openCustomer(): Promise<void> {
  saveCustomerId(await createCustomer(userIdFromCookie()));
}

/**
 * Step 2 to 3 (the product spec, section 4): verify the code, log in with the CPF digits, read the user id
 * from the cookie, create the customer and keep its id.
 */
export async function confirmBuyer(
  buyer: Buyer,
  code: string,
  signIn: (token: string, user: SessionUser) => void,
  progress: ConfirmProgress,
): Promise<void> {
  if (!progress.verified) {
    try {
      await verifyCode({ email: buyer.email, code });
    } catch (error) {
      const rejected = error instanceof ApiError && (error.status === 400 || error.status === 422);
      throw rejected ? withDefault(error, 'errors.invalidCode') : error;
    }
    progress.verified = true;
  }
  if (!progress.signedIn) {
    try {
      const session = await login({ email: buyer.email, password: buyer.cpf });
      signIn(session.token, session.user);
    } catch (error) {
      const malformed = error instanceof ApiError && error.kind === 'shape';
      throw malformed ? withDefault(error, 'errors.invalidResponse') : error;
    }
    progress.signedIn = true;
  }
  await openCustomer();
}
