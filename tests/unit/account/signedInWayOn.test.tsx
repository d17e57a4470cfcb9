// A buyer who is signed in is never sent to log in again: the success dialog leads to the cards,
// and the login page sends a signed-in user on.
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { checkoutPath, fillCard, reachPaymentAsNewBuyer } from '../support/checkout';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

describe('the login page, for a signed-in user', () => {
  it.each(['/login', '/login/'])('%s sends them to their cards', async (path) => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
    expect(screen.queryByRole('heading', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('sends them to the page they came to reach', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { router } = await renderApp('/planos');
    await act(() => router.navigate('/login/', { state: { from: '/meu-perfil' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-perfil'));
  });
});

describe('the success dialog of a new buyer, signed in with their CPF', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leads to the cards, not to the login page', async () => {
    const { user, router } = await renderApp(checkoutPath);
    await reachPaymentAsNewBuyer(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    await screen.findByText('Pagamento aprovado! Finalizando sua compra...');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const dialog = await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
    expect(dialog).toHaveTextContent('Seus cartões novos já estão em Meus Cartões.');
    expect(dialog).not.toHaveTextContent('Entre na sua conta');

    await user.type(within(dialog).getByLabelText('Nova senha'), 'minha-senha-forte');
    await user.type(within(dialog).getByLabelText('Confirmar nova senha'), 'minha-senha-forte');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
    const wayOn = await within(dialog).findByRole('link', { name: 'Ver meus cartões' });
    expect(wayOn).toHaveAttribute('href', '/meus-cartoes');
    expect(within(dialog).queryByRole('link', { name: 'Ir para o login' })).not.toBeInTheDocument();
    await user.click(wayOn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
  });
});
