// A page the browser restores from its back-forward cache shows the session as it is now, not as
// it was when the page was left: after a logout, a private screen gives way to the login page.
import { screen, waitFor } from '@testing-library/react';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { clearSession } from '@/session/cookies';
import { watchPageLoads } from '../support/screenChecks';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';

const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * What the browser fires when it shows the page: `persisted` when it comes from the cache. Sent
 * outside act() and with React told it is not under test, so that what the page holds right after
 * the event is what the browser would paint then, not what a later render brings.
 */
function pageShow(persisted: boolean): void {
  const underTest = reactTest.IS_REACT_ACT_ENVIRONMENT;
  reactTest.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  } finally {
    reactTest.IS_REACT_ACT_ENVIRONMENT = underTest;
  }
}

async function openMyCards() {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const view = await renderApp('/meus-cartoes');
  expect(await screen.findByRole('heading', { level: 1, name: 'Meus Cartões' })).toBeVisible();
  return view;
}

it('after a logout, a private screen restored from the cache leaves at once for the login page', async () => {
  const { router } = await openMyCards();
  // The logout happened on the page the user then went back from.
  clearSession();
  pageShow(true);
  // Gone within the event: the restored page is never shown with its old data.
  expect(screen.queryByRole('heading', { name: 'Meus Cartões' })).not.toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});

it('a restored page of a session still open stays as it is, as does a first show', async () => {
  const pageLoads = watchPageLoads();
  const { router } = await openMyCards();
  pageShow(false);
  pageShow(true);
  expect(screen.getByRole('heading', { level: 1, name: 'Meus Cartões' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/meus-cartoes');
  expect(pageLoads).toEqual([]);
});

it('restored under another user’s session, the page loads anew', async () => {
  const pageLoads = watchPageLoads();
  await openMyCards();
  clearSession();
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  pageShow(true);
  expect(pageLoads).toEqual(['reload']);
});
