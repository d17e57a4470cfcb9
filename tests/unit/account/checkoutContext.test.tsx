import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import {
  checkoutPath,
  continueLoggedIn,
  fillCard,
  logInAsDemo,
  reachVerifyStep,
} from '../support/checkout';
import { silenceApiWarnings } from '../support/apiWarnings';
import { fakeTimersEachTest } from '../support/fakeTimers';

silenceApiWarnings();

fakeTimersEachTest();

/** The order summary as a screen reader reads it: each term with its definition. */
function summaryTerms(): Record<string, string> {
  const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
  const terms = within(summary).getAllByRole('term');
  const definitions = within(summary).getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, definitions[index]?.textContent]),
  );
}

const planFamiliar = {
  Plano: 'Plano Familiar',
  'Valor anual': 'R$ 400,00 por ano',
  Cartões: 'Até 3 cartões',
};

describe('checkout step 1', () => {
  it('says that continuing agrees to the Terms of Use and the Privacy Notice, a new tab away', async () => {
    await renderApp(checkoutPath);
    const sentence = await screen.findByText(/^Ao continuar, você concorda com os/);
    for (const [name, href] of [
      ['Termos de Uso', '/termos-de-uso'],
      ['Aviso de Privacidade', '/privacidade'],
    ] as const) {
      const link = within(sentence).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

describe('checkout: the chosen plan on every step', () => {
  it('sums up the plan at step 1 and step 2', async () => {
    const { user } = await renderApp(checkoutPath);
    await screen.findByText('Etapa 1 de 3');
    expect(summaryTerms()).toEqual(planFamiliar);
    await reachVerifyStep(user);
    expect(summaryTerms()).toEqual(planFamiliar);
  });

  it('sums up the plan at the logged-in start and at step 3, once', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await screen.findByRole('button', { name: 'Continuar com minha conta' });
    expect(summaryTerms()).toEqual(planFamiliar);
    await continueLoggedIn(user);
    expect(summaryTerms()).toEqual(planFamiliar);
    expect(screen.getAllByText('Plano Familiar')).toHaveLength(1);
  });
});

describe('checkout: a card payment with errors', () => {
  it('focuses the card number when it is the first invalid field', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Informe o número do cartão.')).toBeVisible();
    expect(screen.getByLabelText('Número do cartão')).toHaveFocus();
  });

  it('focuses the expiry when only the expiry and the CVC are wrong', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await fillCard(user);
    await user.clear(screen.getByLabelText('Validade (MM/AA)'));
    await user.clear(screen.getByLabelText('Código de segurança (CVC)'));
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Informe a validade do cartão.')).toBeVisible();
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveFocus();
  });
});
