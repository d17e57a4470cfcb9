// Logging out ends with a full navigation to the login page, which would leave the focus on the
// page's body: the login page says "Você saiu da sua conta." and that message takes the focus.
import { screen, within } from '@testing-library/react';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readToken } from '@/session/cookies';
import { watchPageLoads } from '../support/screenChecks';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';

describe('after logging out', () => {
  it('the login page says so, its message focused, and says it once', async () => {
    const loads = watchPageLoads();
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user, unmount } = await renderApp('/meu-perfil');
    await user.click(await screen.findByRole('button', { name: 'Meu perfil' }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(loads).toEqual(['/login/']);
    expect(readToken()).toBeUndefined();
    unmount();

    // The full navigation to the login page, as the browser would make it.
    const view = await renderApp('/login/');
    const message = await screen.findByText('Você saiu da sua conta.');
    expect(message).toHaveRole('status');
    expect(message).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Entrar' })).toBeVisible();
    view.unmount();

    // A later visit says nothing.
    await renderApp('/login/');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(screen.queryByText('Você saiu da sua conta.')).not.toBeInTheDocument();
  });

  it('the message goes once the user moves on', async () => {
    sessionStorage.setItem('leftAccount', 'loggedOut');
    const { user } = await renderApp('/login/');
    expect(await screen.findByText('Você saiu da sua conta.')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Conheça os planos' }));
    await screen.findByRole('heading', { level: 1, name: 'Planos' });
    expect(screen.queryByText('Você saiu da sua conta.')).not.toBeInTheDocument();
  });
});
