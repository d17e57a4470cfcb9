import Cookies from 'js-cookie';
import type { SessionUser } from '../api/types';
import { rememberSignedInEmail } from './signedInEmail';

const TOKEN = 'token';
const USER = 'user';
/** Days (the product spec, section 9: lifetime 360). */
export const SESSION_COOKIE_DAYS = 360;

function attributes(): Cookies.CookieAttributes {
  return {
    expires: SESSION_COOKIE_DAYS,
    path: '/',
    sameSite: 'Strict',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

export function readToken(): string | undefined {
  return Cookies.get(TOKEN) || undefined;
}

export interface StoredUser {
  id: number;
  accept_terms: number;
}

/** What the user cookie holds, told apart as the payment flow's messages need (the product spec, section 8). */
export type UserCookie =
  { status: 'ok'; user: StoredUser } | { status: 'missing' | 'noId' | 'unreadable' };

export function readUserCookie(): UserCookie {
  const raw = Cookies.get(USER);
  if (!raw) return { status: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'unreadable' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { status: 'unreadable' };
  const { id, accept_terms } = parsed as Record<string, unknown>;
  if (typeof id !== 'number') return { status: 'noId' };
  return { status: 'ok', user: { id, accept_terms: Number(accept_terms) === 1 ? 1 : 0 } };
}

export function readUser(): StoredUser | undefined {
  const cookie = readUserCookie();
  return cookie.status === 'ok' ? cookie.user : undefined;
}

/** Stores a new session: the two cookies, and the e-mail a renewal of the session asks with. */
export function writeSession(token: string, user: SessionUser): void {
  Cookies.set(TOKEN, token, attributes());
  writeUser({ id: user.id, accept_terms: Number(user.accept_terms) === 1 ? 1 : 0 });
  rememberSignedInEmail(user.email);
}

export function writeUser(user: StoredUser): void {
  Cookies.set(USER, JSON.stringify(user), attributes());
}

export function clearSession(): void {
  Cookies.remove(TOKEN, { path: '/' });
  Cookies.remove(USER, { path: '/' });
}
