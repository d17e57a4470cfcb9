// @vitest-environment-options {"url": "https://localhost/"}
// Over HTTPS the session cookies cannot be planted or shadowed from a sibling subdomain, nor kept
// for a year: `__Host-` names (Secure, Path=/, no Domain, SameSite), at most 30 days with
// "Lembrar de mim", and a session stored under the old names moved to them once.
import Cookies from 'js-cookie';
import { clearSession, readToken, readUser, writeSession } from '@/session/cookies';
import { forgetUser } from '@/session/forgetUser';
import { watchCookieWrites, writesOf } from '../support/cookieWrites';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysOf(write: string | undefined): number | null {
  const match = /;\s*expires=([^;]+)/i.exec(write ?? '');
  return match?.[1] ? Math.round((new Date(match[1]).getTime() - Date.now()) / DAY_MS) : null;
}

function names(): string[] {
  return Object.keys(Cookies.get()).sort();
}

it('names the cookies __Host-, Secure, for the whole site, without a Domain', () => {
  const writes = watchCookieWrites();
  writeSession('tok', { id: 3, accept_terms: 1 }, true);
  for (const name of ['__Host-token', '__Host-user']) {
    const [write] = writesOf(writes, name);
    expect(write, name).toMatch(/;\s*secure(;|$)/i);
    expect(write, name).toMatch(/;\s*path=\/(;|$)/i);
    expect(write, name).toMatch(/;\s*samesite=(strict|lax)/i);
    expect(write, name).not.toMatch(/domain=/i);
    expect(daysOf(write), name).toBe(30);
  }
  expect(names()).toEqual(['__Host-token', '__Host-user']);
  expect(readToken()).toBe('tok');
  expect(readUser()).toEqual({ id: 3, accept_terms: 1 });
  clearSession();
  expect(names()).toEqual([]);
});

it('moves a session stored under the old names once, and removes them', () => {
  const old = { path: '/', secure: true, expires: 360 } as const;
  Cookies.set('token', 'old-token', old);
  Cookies.set('user', JSON.stringify({ id: 9, accept_terms: 1 }), old);
  localStorage.setItem('sessionRemembered', '1');
  const writes = watchCookieWrites();

  expect(readToken()).toBe('old-token');
  expect(readUser()).toEqual({ id: 9, accept_terms: 1 });
  expect(names()).toEqual(['__Host-token', '__Host-user']);
  expect(daysOf(writesOf(writes, '__Host-token')[0])).toBe(30);

  // A later old cookie (an old tab of the app still open) never replaces the moved session.
  Cookies.set('token', 'stale', old);
  expect(readToken()).toBe('old-token');
  expect(names()).toEqual(['__Host-token', '__Host-user']);
});

it('logout removes the __Host- cookies', () => {
  writeSession('tok', { id: 3, accept_terms: 1 });
  document.cookie = 'i18next=pt; path=/';
  forgetUser();
  expect(names()).toEqual(['i18next']);
});
