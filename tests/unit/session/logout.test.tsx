// Logout leaves nothing of the user on the device: their cookies and everything the app kept in
// local and session storage go; the language, the device's own choice, stays.
import { screen } from '@testing-library/react';
import { readCustomerId, saveCustomerId } from '@/features/checkout/customerStorage';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readToken, readUser } from '@/session/cookies';
import { watchPageLoads } from '../faults/screenChecks';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').sort();
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

it('clears the session cookies, the checkout’s storage and any other key, keeping the language', async () => {
  const pageLoads = watchPageLoads();
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  saveCustomerId('cus_000123');
  localStorage.setItem('i18nextLng', 'pt');
  localStorage.setItem('a-key-added-later', 'x');
  sessionStorage.setItem('a-session-key', 'x');
  document.cookie = 'i18next=pt; path=/';
  document.cookie = 'a-cookie-added-later=x; path=/';
  expect(keysOf(localStorage)).toContain('signedInEmail');

  const { user } = await renderApp('/planos');
  await user.click(await screen.findByRole('button', { name: /Meu perfil/ }));
  await user.click(screen.getByRole('button', { name: 'Sair' }));

  expect(pageLoads).toEqual(['/login/']);
  expect(readToken()).toBeUndefined();
  expect(readUser()).toBeUndefined();
  expect(readCustomerId()).toBeNull();
  expect(cookieNames()).toEqual(['i18next']);
  expect(keysOf(localStorage)).toEqual(['i18nextLng']);
  // Only why the account was left, for the login page to say (and then forget).
  expect(keysOf(sessionStorage)).toEqual(['leftAccount']);
});
