// Logout leaves nothing of the user on the device: their cookies and everything the app kept in
// local and session storage go; the language, the device's own choice, stays. And it ends the
// session at the API, so that a copy of the token is worth nothing, whatever the API answers.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { getCards } from '@/api/cards';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { readCustomerId, saveCustomerId } from '@/features/checkout/customerStorage';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readToken, readUser, writeSession } from '@/session/cookies';
import { watchPageLoads } from '../support/screenChecks';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

async function logOutFrom(path: string) {
  const { user } = await renderApp(path);
  await user.click(await screen.findByRole('button', { name: /Meu perfil/ }));
  await user.click(screen.getByRole('button', { name: 'Sair' }));
}

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

  await logOutFrom('/planos');

  // Forgotten on the device at once, before the API's answer.
  expect(readToken()).toBeUndefined();
  await waitFor(() => expect(pageLoads).toEqual(['/login/']));
  expect(readToken()).toBeUndefined();
  expect(readUser()).toBeUndefined();
  expect(readCustomerId()).toBeNull();
  expect(cookieNames()).toEqual(['i18next']);
  expect(keysOf(localStorage)).toEqual(['i18nextLng']);
  // Only why the account was left, for the login page to say (and then forget).
  expect(keysOf(sessionStorage)).toEqual(['leftAccount']);
});

it('asks the API to end the session: the token copied before logout is refused after', async () => {
  const pageLoads = watchPageLoads();
  const sent = recordRequests();
  const { token, user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await logOutFrom('/planos');
  await waitFor(() => expect(pageLoads).toEqual(['/login/']));

  expect(callsTo(sent, '/auth/logout')).toHaveLength(1);
  // The copied token, put back in a cookie, opens nothing.
  writeSession(token, user);
  expect((await apiErrorOf(getCards(user.id))).status).toBe(401);
});

it('forgets the session on the device whatever the API answers, a 404 included', async () => {
  server.use(mswHttp.post(apiPath('/auth/logout'), () => new HttpResponse(null, { status: 404 })));
  const pageLoads = watchPageLoads();
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await logOutFrom('/planos');

  await waitFor(() => expect(pageLoads).toEqual(['/login/']));
  expect(readToken()).toBeUndefined();
  expect(readUser()).toBeUndefined();
});
