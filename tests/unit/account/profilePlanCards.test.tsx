import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CPF, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import type { Language } from '@/i18n/languages';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

function card(cardCode: string, holder: string | null) {
  return {
    id: Number.parseInt(cardCode, 36) % 1000,
    number: cardCode,
    medical_record: {
      medical_record_personal_informations: holder === null ? [] : [{ name: holder }],
    },
  };
}

function withPlanAndCards(planCards: number, cards: ReturnType<typeof card>[]) {
  server.use(
    http.get(apiPath('/user/info'), () =>
      HttpResponse.json({
        user: { name: DEMO_NAME, email: DEMO_EMAIL, cpf: DEMO_CPF },
        payments: [
          {
            plan_name: 'Plano Familiar',
            value: '400.00',
            cards: planCards,
            transaction_date: '2024-03-05',
          },
        ],
      }),
    ),
    http.get(apiPath('/cards/:userId'), () => HttpResponse.json({ cards })),
  );
}

/** The lines of the plan's cards tile, once it says how many cards exist. */
async function cardsTile(language: Language = 'pt'): Promise<string[]> {
  const planTitle = language === 'pt' ? 'Meu plano' : 'Mon offre';
  const cardsLabel = language === 'pt' ? 'Cartões' : 'Cartes';
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await renderApp('/meu-perfil', language);
  const region = await screen.findByRole('region', { name: planTitle });
  await within(region).findByText(cardsLabel);
  const terms = within(region).getAllByRole('term');
  const index = terms.findIndex((term) => term.textContent === cardsLabel);
  const value = within(region).getAllByRole('definition')[index];
  if (!value) throw new Error(`no definition of ${cardsLabel}`);
  await waitFor(() => expect(within(value).getAllByRole('listitem')).toHaveLength(3));
  return within(value)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('profile: the plan’s cards, in words that cannot read as a missing card', () => {
  it('says what the plan allows, the cards issued and the records filled', async () => {
    withPlanAndCards(3, [
      card('AAA111AAA', 'Ana'),
      card('BBB222BBB', 'Bia'),
      card('CCC333CCC', 'Caio'),
    ]);
    expect(await cardsTile()).toEqual([
      'O plano permite 3 cartões',
      '3 cartões emitidos',
      '3 com prontuário preenchido',
    ]);
  });

  it('counts as filled only the cards whose record has its holder', async () => {
    withPlanAndCards(3, [
      card('AAA111AAA', 'Ana'),
      card('BBB222BBB', null),
      card('CCC333CCC', null),
    ]);
    expect(await cardsTile()).toEqual([
      'O plano permite 3 cartões',
      '3 cartões emitidos',
      '1 com prontuário preenchido',
    ]);
  });

  it('says a one-card plan whose card has an empty record in the singular, the card issued', async () => {
    withPlanAndCards(1, [card('AAA111AAA', null)]);
    expect(await cardsTile()).toEqual([
      'O plano permite 1 cartão',
      '1 cartão emitido',
      'Nenhum com prontuário preenchido',
    ]);
  });

  it('says it in French, with the plural of each count', async () => {
    withPlanAndCards(3, [
      card('AAA111AAA', 'Ana'),
      card('BBB222BBB', 'Bia'),
      card('CCC333CCC', null),
    ]);
    expect(await cardsTile('fr')).toEqual([
      'L’offre permet 3 cartes',
      '3 cartes émises',
      '2 avec un dossier médical rempli',
    ]);
  });
});
