// The consent dialog can be declined: "Recusar e sair" (or Escape, as the dialog says) logs out,
// clearing what logout clears, and goes home, where a message says what happened.
import { screen, within } from '@testing-library/react';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readToken, writeUser } from '@/session/cookies';
import { watchPageLoads } from '../support/screenChecks';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

async function openConsent() {
  const { user: account } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  writeUser({ id: account.id, accept_terms: 0 });
  localStorage.setItem('customerId', 'cus_left_behind');
  const view = await renderApp('/meus-cartoes');
  const dialog = await screen.findByRole('dialog', { name: 'Termo de Consentimento' });
  return { ...view, dialog };
}

describe('declining the consent dialog', () => {
  it('says what declining does, next to the buttons', async () => {
    const { dialog } = await openConsent();
    expect(within(dialog).getByRole('button', { name: 'Aceitar Termos' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Recusar e sair' })).toBeVisible();
    expect(dialog).toHaveTextContent(
      '“Recusar e sair” (ou a tecla Esc) encerra a sua sessão e leva você à página inicial.',
    );
  });

  it.each([
    ['"Recusar e sair"', 'button'],
    ['Escape', 'escape'],
  ])('by %s logs out, clears what logout clears and goes home', async (_, how) => {
    const loads = watchPageLoads();
    const sent = recordRequests();
    const { user, dialog } = await openConsent();
    if (how === 'button')
      await user.click(within(dialog).getByRole('button', { name: 'Recusar e sair' }));
    else await user.keyboard('{Escape}');

    expect(loads).toEqual(['/']);
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem('customerId')).toBeNull();
    expect(callsTo(sent, '/user/accept-terms')).toHaveLength(0);
  });

  it('the home page then says so, and takes the focus', async () => {
    watchPageLoads();
    const first = await openConsent();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Recusar e sair' }));
    first.unmount();

    // The full navigation home, as the browser would make it.
    await renderApp('/');
    const message = await screen.findByText(/^Você recusou os termos e saiu da sua conta\./);
    expect(message).toHaveFocus();
    expect(message).toHaveRole('status');
    expect(sessionStorage.getItem('leftAccount')).toBeNull();
  });
});
