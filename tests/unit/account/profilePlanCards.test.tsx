import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../../../src/mocks/handlers/common';
import { server } from '../../../src/mocks/node';
import { DEMO_CPF, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '../../../src/mocks/seed';
import type { Language } from '../../../src/i18n/languages';
import { loginAs } from '../mocks/helpers';
import { renderApp } from '../renderApp';
import { silenceApiWarnings } from './support';

silenceApiWarnings();

function card(number: string, holder: string | null) {
  return {
    id: Number.parseInt(number, 36) % 1000,
    number,
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

/** The plan's cards tile, once it says this. */
async function cardsTile(text: string, language: Language = 'pt'): Promise<HTMLElement> {
  const planTitle = language === 'pt' ? 'Meu plano' : 'Mon offre';
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await renderApp('/meu-perfil', language);
  return within(await screen.findByRole('region', { name: planTitle })).findByText(text);
}

describe('profile: how many of the plan’s cards are in use', () => {
  it('says all three are in use when every record names its holder', async () => {
    withPlanAndCards(3, [
      card('AAA111AAA', 'Ana'),
      card('BBB222BBB', 'Bia'),
      card('CCC333CCC', 'Caio'),
    ]);
    expect(await cardsTile('3 cartões, 3 em uso')).toBeVisible();
  });

  it('counts only the cards whose record has its holder', async () => {
    withPlanAndCards(3, [
      card('AAA111AAA', 'Ana'),
      card('BBB222BBB', null),
      card('CCC333CCC', null),
    ]);
    expect(await cardsTile('3 cartões, 1 em uso')).toBeVisible();
  });

  it('says it in the singular for a one-card plan with none in use', async () => {
    withPlanAndCards(1, [card('AAA111AAA', null)]);
    expect(await cardsTile('1 cartão, 0 em uso')).toBeVisible();
  });

  it('says it in French, with the plural of each count', async () => {
    withPlanAndCards(3, [
      card('AAA111AAA', 'Ana'),
      card('BBB222BBB', 'Bia'),
      card('CCC333CCC', null),
    ]);
    expect(await cardsTile('3 cartes, 2 utilisées', 'fr')).toBeVisible();
  });
});
