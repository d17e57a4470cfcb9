// @vitest-environment-options {"url": "https://localhost/"}
// A page served over https: the session cookies are marked Secure, so that the browser never
// sends the token over plain http.
import { readToken, writeSession } from '@/session/cookies';
import { watchCookieWrites, writesOf } from '../support/cookieWrites';

it('writes the token and user cookies with Secure on an https page', () => {
  expect(window.location.protocol).toBe('https:');
  const writes = watchCookieWrites();
  writeSession('tok', { id: 3, email: 'ana@exemplo.com.br', accept_terms: 1 });
  for (const name of ['__Host-token', '__Host-user']) {
    const [write] = writesOf(writes, name);
    expect(write, name).toMatch(/;\s*secure(;|$)/i);
    expect(write, name).toMatch(/;\s*samesite=strict/i);
  }
  expect(readToken()).toBe('tok');
});
