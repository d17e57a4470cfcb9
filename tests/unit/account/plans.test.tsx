import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import '../support/requests';

describe('plans', () => {
  it('offers the three plans of the product spec per year, the family plan marked most popular', async () => {
    await renderApp('/planos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planos' })).toBeVisible();
    const individual = screen.getByRole('article', { name: 'Plano Individual' });
    const family = screen.getByRole('article', { name: 'Plano Familiar' });
    const familyPlus = screen.getByRole('article', { name: 'Plano Familiar +' });
    expect(individual).toHaveTextContent('R$ 150,00');
    expect(individual).toHaveTextContent('1 cartão');
    expect(family).toHaveTextContent('R$ 400,00');
    expect(family).toHaveTextContent('Até 3 cartões');
    expect(familyPlus).toHaveTextContent('R$ 650,00');
    expect(familyPlus).toHaveTextContent('Até 6 cartões');
    expect(family).toHaveTextContent('Mais popular');
    expect(individual).not.toHaveTextContent('Mais popular');
    expect(individual).toHaveTextContent('por ano');
    // Portuguese shows reais only.
    expect(family).not.toHaveTextContent('aprox.');
  });

  it('takes the chosen plan to the payment setup with id, price, planName and cardLimit', async () => {
    const { user, router } = await renderApp('/planos');
    await user.click(await screen.findByRole('link', { name: 'Escolher plano: Plano Familiar +' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configure-seu-pagamento'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      id: '3',
      price: '650',
      planName: 'Plano Familiar +',
      cardLimit: '6',
    });
    expect(await screen.findByText('Etapa 1 de 3')).toBeVisible();
  });

  it.each([
    ['en', 'Family Plan', 'R$ 400,00', 'approx. $68.78'],
    ['de', 'Familientarif', 'R$ 400,00', 'ca. 61,54 €'],
    ['es', 'Plan Familiar', 'R$ 400,00', 'aprox. 61,54 €'],
    ['fr', 'Offre Famille', 'R$ 400,00', 'env. 61,54 €'],
  ] as const)(
    'in %s shows the R$ price and the approximate amount beside it',
    async (lng, name, brl, approx) => {
      await renderApp('/planos', lng);
      const card = await screen.findByRole('article', { name });
      expect(card).toHaveTextContent(brl);
      expect(within(card).getByText(approx)).toBeVisible();
    },
  );
});
