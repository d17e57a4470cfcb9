// How long a session lasts and whom a tab works for: "Lembrar de mim" decides whether the session
// outlives the browser; a tab keeps the user it started with; a session that ended leaves nothing.
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { login } from '@/api/auth';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, OTHER_PASSWORD } from '@/mocks/seed';
import { readToken, readUser, writeUser } from '@/session/cookies';
import { readSignedInEmail } from '@/session/signedInEmail';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';
import { watchPageLoads } from '../support/screenChecks';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { watchCookieWrites, writesOf } from '../support/cookieWrites';

silenceApiWarnings();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry date a cookie write carries, or null for a cookie that ends with the browser. */
function expiryOf(write: string | undefined): Date | null {
  const match = /;\s*expires=([^;]+)/i.exec(write ?? '');
  return match?.[1] ? new Date(match[1]) : null;
}

async function logIn(remember: boolean) {
  const { user, router } = await renderApp('/login/');
  await user.type(await screen.findByLabelText('E-mail'), DEMO_EMAIL);
  await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
  const checkbox = screen.getByRole('checkbox', { name: 'Lembrar de mim' });
  expect(checkbox).not.toBeChecked();
  if (remember) await user.click(checkbox);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
}

describe('"Lembrar de mim"', () => {
  it('unchecked, as it starts: the token and user cookies end with the browser', async () => {
    const writes = watchCookieWrites();
    await logIn(false);
    expect(readToken()).toBeTruthy();
    for (const name of ['token', 'user']) {
      expect(writesOf(writes, name)).not.toHaveLength(0);
      for (const write of writesOf(writes, name)) expect(expiryOf(write)).toBeNull();
    }
  });

  it('checked: they last 30 days, and a later write of the user cookie keeps that', async () => {
    const writes = watchCookieWrites();
    await logIn(true);
    const user = readUser();
    if (!user) throw new Error('no user cookie');
    writeUser({ ...user, accept_terms: 1 });
    for (const name of ['token', 'user']) {
      for (const write of writesOf(writes, name)) {
        const days = ((expiryOf(write)?.getTime() ?? 0) - Date.now()) / DAY_MS;
        expect(Math.round(days)).toBe(30);
      }
    }
  });
});

describe('a tab and the user it started with', () => {
  /** Another tab of the browser logs in as another user: the shared cookies change, not this tab. */
  async function otherTabLogsIn() {
    const other = await login({ email: OTHER_EMAIL, password: OTHER_PASSWORD });
    Cookies.set('token', other.token, { path: '/' });
    Cookies.set('user', JSON.stringify({ id: other.user.id, accept_terms: 1 }), { path: '/' });
  }

  async function openMyCards() {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const view = await renderApp('/meus-cartoes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Cartões' })).toBeVisible();
    return view;
  }

  it('a call made after another user logged in elsewhere reloads the page instead of being sent', async () => {
    const pageLoads = watchPageLoads();
    const { router } = await openMyCards();
    await otherTabLogsIn();
    const sent = recordRequests();

    await router.navigate('/meu-perfil');
    await waitFor(() => expect(pageLoads).toEqual(['reload']));
    expect(callsTo(sent, '/user/info')).toHaveLength(0);
  });

  it('a renewed session of the same user is simply used', async () => {
    const pageLoads = watchPageLoads();
    const { router } = await openMyCards();
    const renewed = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    Cookies.set('token', renewed.token, { path: '/' });
    const sent = recordRequests();

    await router.navigate('/meu-perfil');
    await waitFor(() => expect(callsTo(sent, '/user/info')).toHaveLength(1));
    expect(pageLoads).toEqual([]);
  });
});

describe('a session that ended without a logout', () => {
  it('leaves no e-mail, no flag and no user cookie for the next start', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    localStorage.setItem(`passwordIsCpf:${readUser()?.id ?? 0}`, '1');
    localStorage.setItem('i18nextLng', 'pt');
    sessionStorage.setItem('resetPasswordLink', '{"token":"t","email":"e"}');
    expect(readSignedInEmail()).toBe(DEMO_EMAIL);
    // The token cookie expired, or ended with the browser; the rest stayed.
    Cookies.remove('token', { path: '/' });

    await renderApp('/');
    expect(readSignedInEmail()).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual(['i18nextLng']);
    expect(readUser()).toBeUndefined();
    // The tab's own work in progress stays.
    expect(sessionStorage.getItem('resetPasswordLink')).not.toBeNull();
  });
});
