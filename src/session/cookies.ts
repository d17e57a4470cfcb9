import { readStored, removeStored, writeStored } from '@/lib/safeStorage';
import Cookies from 'js-cookie';
import type { SessionUser } from '../api/types';
import { rememberSignedInEmail } from './signedInEmail';
import { pinTabUser } from './tabUser';

const TOKEN = 'token';
const USER = 'user';
/** Days a remembered session lasts (the product spec, section 9: lifetime 360). */
export const SESSION_COOKIE_DAYS = 360;
/**
 * Whether the session was opened with "Lembrar de mim", so that a later write of the user cookie
 * (the terms accepted) keeps the token's lifetime. In local storage: the choice has to outlive a
 * reload, and goes with the session's other traces when it ends (forgetUser.ts).
 */
const REMEMBERED_KEY = 'sessionRemembered';

function isRemembered(): boolean {
  return readStored('local', REMEMBERED_KEY) === '1';
}

function noteRemembered(remember: boolean): void {
  // Storage refused: a later write of the user cookie ends with the browser session.
  if (remember) writeStored('local', REMEMBERED_KEY, '1');
  else removeStored('local', REMEMBERED_KEY);
}

/** Without "Lembrar de mim", session cookies: they end when the browser is closed. */
function attributes(): Cookies.CookieAttributes {
  return {
    ...(isRemembered() ? { expires: SESSION_COOKIE_DAYS } : {}),
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

/**
 * Stores a new session signed in from this tab: the two cookies, kept 360 days when `remember`
 * (else until the browser closes; left out, the choice of the session it renews), and the e-mail
 * a renewal of the session asks with. The tab now works for this user.
 */
export function writeSession(token: string, user: SessionUser, remember?: boolean): void {
  if (remember !== undefined) noteRemembered(remember);
  Cookies.set(TOKEN, token, attributes());
  writeUser({ id: user.id, accept_terms: Number(user.accept_terms) === 1 ? 1 : 0 });
  rememberSignedInEmail(user.email);
  pinTabUser(user.id);
}

export function writeUser(user: StoredUser): void {
  Cookies.set(USER, JSON.stringify(user), attributes());
}

export function clearSession(): void {
  Cookies.remove(TOKEN, { path: '/' });
  Cookies.remove(USER, { path: '/' });
}
