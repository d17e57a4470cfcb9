// The plans page for a logged-in user with a plan: the plan they have, the larger plans they can
// change to, and the smaller ones it explains it cannot offer.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CPF, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { continueLoggedIn, fillCard } from '../support/checkout';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

const prices: Record<string, number> = {
  'Plano Individual': 150,
  'Plano Familiar': 400,
  'Plano Familiar +': 650,
};

/** The user info names the plan; the card list holds `inUse` named records and `empty` others. */
function withPlan(planName: string, inUse: number, empty = 0) {
  const card = (i: number, named: boolean) => ({
    id: i + 1,
    number: `AAA${String(i).padStart(3, '0')}AAA`,
    medical_record: {
      medical_record_personal_informations: named ? [{ name: `Pessoa ${i}` }] : [],
    },
  });
  const cards = Array.from({ length: inUse + empty }, (_, i) => card(i, i < inUse));
  server.use(
    http.get(apiPath('/user/info'), () =>
      HttpResponse.json({
        user: { name: DEMO_NAME, email: DEMO_EMAIL, cpf: DEMO_CPF },
        payments: [
          {
            plan_name: planName,
            value: prices[planName],
            cards: cards.length,
            transaction_date: '2026-01-10',
          },
        ],
      }),
    ),
    http.get(apiPath('/cards/:userId'), () => HttpResponse.json({ cards })),
  );
}

async function openPlans() {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const view = await renderApp('/planos');
  await screen.findByRole('heading', { level: 1, name: 'Trocar de plano' });
  return view;
}

/** A plan's change link, or its button when the change is not offered. */
function action(plan: string): HTMLElement {
  const card = within(screen.getByRole('article', { name: plan }));
  const name = `Trocar para este plano: ${plan}`;
  return card.queryByRole('link', { name }) ?? card.getByRole('button', { name });
}

describe('plans page for a user with a plan', () => {
  it('marks the current plan and does not offer it, saying why', async () => {
    withPlan('Plano Familiar', 1, 2);
    await openPlans();
    const card = screen.getByRole('article', { name: 'Plano Familiar' });
    expect(within(card).getByText('Seu plano atual')).toBeVisible();
    expect(within(card).queryByText('Mais popular')).not.toBeInTheDocument();
    const button = within(card).getByRole('button', {
      name: 'Trocar para este plano: Plano Familiar',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Este é o plano que você já tem.');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Seu plano atual é o Plano Familiar\./)).toBeVisible();
  });

  it('explains that a plan smaller than the cards in use cannot be chosen', async () => {
    withPlan('Plano Familiar', 3);
    const { user, router } = await openPlans();
    const button = action('Plano Individual');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Você usa 3 cartões; este plano tem 1.');
    // Reached by the keyboard, so that its reason is read out, and pressing it goes nowhere.
    button.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/planos');
  });

  it('does not offer a smaller plan that would still hold the cards in use, and says why', async () => {
    withPlan('Plano Familiar', 1, 2);
    await openPlans();
    const button = action('Plano Individual');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Este plano é menor que o seu, que já está pago e tem mais cartões: a troca é só para um plano maior.',
    );
  });

  it('offers a larger plan, says how many cards it adds, and goes to the logged-in checkout', async () => {
    withPlan('Plano Individual', 1);
    const { user, router } = await openPlans();
    expect(action('Plano Familiar')).toHaveAccessibleDescription(
      'Você ganha mais 2 cartões; os seus continuam como estão.',
    );
    const familyPlus = action('Plano Familiar +');
    expect(familyPlus).toHaveAccessibleDescription(
      'Você ganha mais 5 cartões; os seus continuam como estão.',
    );
    await user.click(familyPlus);
    await waitFor(() => expect(router.state.location.pathname).toBe('/configure-seu-pagamento'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      id: '3',
      price: '650',
      planName: 'Plano Familiar +',
      cardLimit: '6',
    });
    expect(await screen.findByRole('button', { name: 'Continuar com minha conta' })).toBeVisible();
  });

  it('says it is loading, then offers a way back from a failed read', async () => {
    let fail = true;
    withPlan('Plano Individual', 1);
    server.use(
      http.get(apiPath('/user/info'), () =>
        fail ? HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 400 }) : undefined,
      ),
    );
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await renderApp('/planos');
    expect(await screen.findByText('Carregando seu plano...')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trocar de plano' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Plano Individual' })).toHaveTextContent(
      'Seu plano atual',
    );
  });

  it('in English, says how many cards are in use against the plan', async () => {
    withPlan('Plano Familiar +', 4);
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await renderApp('/planos', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Change plan' });
    const card = screen.getByRole('article', { name: 'Family Plan' });
    expect(
      within(card).getByRole('button', { name: 'Change to this plan: Family Plan' }),
    ).toHaveAccessibleDescription('You use 4 cards; this plan has 3.');
  });
});

describe('the way to the plan change', () => {
  it('is offered from the profile’s plan and from the card list, which names the plan', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user, router, unmount } = await renderApp('/meu-perfil');
    const myPlan = await screen.findByRole('region', { name: 'Meu plano' });
    await user.click(await within(myPlan).findByRole('link', { name: 'Trocar de plano' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planos'));
    unmount();

    await renderApp('/meus-cartoes');
    expect(await screen.findByText('Seu plano: Plano Familiar')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Trocar de plano' })).toHaveAttribute(
      'href',
      '/planos',
    );
  });
});

describe('the plan above the card list', () => {
  it('has its line from the start, so the cards do not move when it is read after them', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath('/user/info'), async () => {
        await answered;
        // Nothing returned: the demo backend answers.
      }),
    );
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await renderApp('/meus-cartoes');
    await screen.findAllByRole('article');
    const cards = within(screen.getByRole('main')).getByRole('list');
    // The box above the cards, there before the plan is read, is the one that then holds it.
    // eslint-disable-next-line testing-library/no-node-access -- the layout is what is tested
    const above = cards.previousElementSibling;
    expect(above).not.toBeNull();
    expect(above).toBeEmptyDOMElement();
    answer();
    const plan = await screen.findByText('Seu plano: Plano Familiar');
    // eslint-disable-next-line testing-library/no-node-access -- the layout is what is tested
    expect(cards.previousElementSibling).toBe(above);
    expect(above).toContainElement(plan);
  });
});

describe('a smaller plan bought by a link made by hand', () => {
  it('is refused by the server with its reason, and nothing is charged', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await renderApp(
      '/configure-seu-pagamento?id=1&price=150&planName=Plano%20Individual&cardLimit=1',
    );
    await continueLoggedIn(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 150,00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seu plano atual tem mais cartões: a troca é só para um plano maior.',
    );
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('JOANA PEREIRA');
  });
});
