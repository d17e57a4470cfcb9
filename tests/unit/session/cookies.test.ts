import { clearSession, readToken, readUser, writeSession, writeUser } from '@/session/cookies';
import { watchCookieWrites, writesOf } from '../support/cookieWrites';

describe('session cookies', () => {
  it('writes the token and the user, and reads them back', () => {
    writeSession('tok', { id: 12, name: 'Ana', accept_terms: 0 });
    expect(readToken()).toBe('tok');
    expect(readUser()).toEqual({ id: 12, accept_terms: 0 });
    writeUser({ id: 12, accept_terms: 1 });
    expect(readUser()).toEqual({ id: 12, accept_terms: 1 });
  });

  it('keeps no personal data in the user cookie', () => {
    writeSession('tok', {
      id: 5,
      name: 'Maria Silva',
      email: 'maria@exemplo.com.br',
      accept_terms: 1,
    });
    expect(decodeURIComponent(document.cookie)).not.toMatch(/Maria|maria@/);
  });

  it('reads a broken user cookie as no user', () => {
    document.cookie = 'user=%7Bnot-json; path=/';
    expect(readUser()).toBeUndefined();
    document.cookie = `user=${encodeURIComponent('{"id":"x"}')}; path=/`;
    expect(readUser()).toBeUndefined();
  });

  it('clears both cookies', () => {
    writeSession('tok', { id: 1, accept_terms: 1 });
    clearSession();
    expect(readToken()).toBeUndefined();
    expect(readUser()).toBeUndefined();
  });

  it('on an http page, writes them without Secure (the browser would refuse them)', () => {
    expect(window.location.protocol).toBe('http:');
    const writes = watchCookieWrites();
    writeSession('tok', { id: 1, accept_terms: 1 });
    expect(writesOf(writes, 'token')[0]).not.toMatch(/secure/i);
    expect(readToken()).toBe('tok');
  });
});
