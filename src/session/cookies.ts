import { readStored, removeStored, writeStored } from '@/lib/safeStorage';
import Cookies from 'js-cookie';
import type { SessionUser } from '../api/types';
import { rememberSignedInEmail } from './signedInEmail';
import { pinTabUser } from './tabUser';
import { BARE_TOKEN, HOST_PREFIX } from '../lib/tokenCookie';

/**
 * On HTTPS the cookies carry the `__Host-` prefix: the browser then takes them only Secure, for
 * the whole site (Path=/) and from this host alone (no Domain), so that a sibling subdomain can
 * neither plant a session here nor shadow this one. Plain HTTP (development on localhost) cannot
 * set them, and keeps the bare names.
 */
const overHttps = () => typeof window !== 'undefined' && window.location.protocol === 'https:';
const prefix = () => (overHttps() ? HOST_PREFIX : '');
const BARE_USER = 'user';
const tokenCookie = () => `${prefix()}${BARE_TOKEN}`;
const userCookie = () => `${prefix()}${BARE_USER}`;
/**
 * Days a remembered session lasts at most: a month rather than the product spec's 360 (section 9),
 * so that a token copied from a shared computer is not good for a year. The API's own lifetimes
 * (idle and absolute) end it sooner when they are shorter (docs/api-contract.md).
 */
export const SESSION_COOKIE_DAYS = 30;
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
    secure: overHttps(),
  };
}

/**
 * A session stored before the cookies took the `__Host-` prefix (named `token` and `user`, kept
 * up to 360 days) is moved once to the prefixed names, with this lifetime, and the old cookies
 * removed. Over plain HTTP the names are the same: nothing to move.
 */
function migrateBareCookies(): void {
  if (!overHttps()) return;
  const token = Cookies.get(BARE_TOKEN);
  const user = Cookies.get(BARE_USER);
  if (token === undefined && user === undefined) return;
  if (token && !Cookies.get(tokenCookie())) {
    Cookies.set(tokenCookie(), token, attributes());
    if (user) Cookies.set(userCookie(), user, attributes());
  }
  Cookies.remove(BARE_TOKEN, { path: '/', secure: true, sameSite: 'Strict' });
  Cookies.remove(BARE_USER, { path: '/', secure: true, sameSite: 'Strict' });
}

export function readToken(): string | undefined {
  migrateBareCookies();
  return Cookies.get(tokenCookie()) || undefined;
}

export interface StoredUser {
  id: number;
  accept_terms: number;
}

/** What the user cookie holds, told apart as the payment flow's messages need (the product spec, section 8). */
export type UserCookie =
  { status: 'ok'; user: StoredUser } | { status: 'missing' | 'noId' | 'unreadable' };

export function readUserCookie(): UserCookie {
  migrateBareCookies();
  const raw = Cookies.get(userCookie());
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
 * Stores a new session signed in from this tab: the two cookies, kept 30 days when `remember`
 * (else until the browser closes; left out, the choice of the session it renews), and the e-mail
 * a renewal of the session asks with. The tab now works for this user.
 */
export function writeSession(token: string, user: SessionUser, remember?: boolean): void {
  if (remember !== undefined) noteRemembered(remember);
  Cookies.set(tokenCookie(), token, attributes());
  writeUser({ id: user.id, accept_terms: Number(user.accept_terms) === 1 ? 1 : 0 });
  rememberSignedInEmail(user.email);
  pinTabUser(user.id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The API said, in an answer to a call sent with `token`, that the session now ends at `until`
 * (the assumed `Session-Expires` header): a remembered session keeps its cookies until then, 30
 * days from now at most. Without that word a cookie is never extended, so a session is not
 * kept alive on the client's say alone; a session that ends with the browser stays so, and one
 * that changed while the call was out is left alone.
 */
export function extendSession(token: string, until: string): void {
  const end = Date.parse(until);
  if (!isRemembered() || Number.isNaN(end) || end <= Date.now()) return;
  if (Cookies.get(tokenCookie()) !== token) return;
  const expires = new Date(Math.min(end, Date.now() + SESSION_COOKIE_DAYS * DAY_MS));
  Cookies.set(tokenCookie(), token, { ...attributes(), expires });
  const user = Cookies.get(userCookie());
  if (user) Cookies.set(userCookie(), user, { ...attributes(), expires });
}

export function writeUser(user: StoredUser): void {
  Cookies.set(userCookie(), JSON.stringify(user), attributes());
}

export function clearSession(): void {
  Cookies.remove(tokenCookie(), { path: '/', secure: overHttps() });
  Cookies.remove(userCookie(), { path: '/', secure: overHttps() });
}
