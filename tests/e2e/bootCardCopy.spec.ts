// The boot script paints the summary a printed card's QR code carries at once, before any read,
// says where it came from, and replaces each part with its live read as it answers.
import { expect, test, type Page, type Route } from '@playwright/test';
import { API_BUILD_PORT } from '../../playwright.config';
import { withheldCode } from '@/mocks/visibility';
import { encodeCardSummary } from '@/recordReading/cardCopy/format';
import { DEMO_CARDS, firstStylesDifferences, languages, printedCard } from './support';

const origin = `http://127.0.0.1:${API_BUILD_PORT}`;
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

const viewUrl = (cardCode: string, fragment: string, query = '') =>
  `${origin}/prontuario-do-usuario/${cardCode}${query}#${fragment}`;
const summary = (page: Page) => page.locator('section[aria-labelledby="resumo-emergencia"]');
const field = (page: Page, name: string) => summary(page).locator(`[data-summary-field="${name}"]`);
const part = (page: Page, name: string) => summary(page).locator(`[data-summary-part="${name}"]`);

/** Holds every record read until released; the app's own code never arrives. */
async function holdReads(page: Page) {
  const held: Route[] = [];
  await page.route(ENTRY, (route) => route.abort());
  await page.route('**/api/medical-record/**', (route) => {
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      await page.unroute('**/api/medical-record/**');
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const checking: Record<string, string> = {
  pt: 'Do cartão impresso, feito em 05/03/2026; verificando o prontuário online…',
  en: 'From the printed card, made on Mar 5, 2026; checking the online record…',
  es: 'De la tarjeta impresa, hecha el 5 mar 2026; verificando el historial en línea…',
  de: 'Von der gedruckten Karte, erstellt am 5. März 2026; die Online-Akte wird geprüft…',
  fr: 'De la carte imprimée, faite le 5 mars 2026 ; vérification du dossier en ligne…',
};

for (const language of languages) {
  test(`the card's summary shows before any read answers, marked as the card's (${language})`, async ({
    page,
  }) => {
    const reads = await holdReads(page);
    // The summary's words are the document's own: the app's word files never come.
    await page.route(/\/assets\/(common|recordView|record)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(viewUrl(DEMO_CARDS.full, encodeCardSummary(printedCard), `?lng=${language}`));
    await expect(page.getByRole('status').filter({ hasText: checking[language] })).toBeVisible();
    await expect(field(page, 'name')).toHaveText('Maria Helena Souza');
    await expect(field(page, 'blood-type')).toHaveText('O+');
    await expect(part(page, 'allergies')).toContainText('Penicilina');
    await expect(summary(page).locator('a[href^="tel:"]').first()).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    // Not one read has answered.
    expect(reads.count()).toBeGreaterThan(0);
    expect(await firstStylesDifferences(page)).toEqual([]);
  });
}

test('each part is replaced by its live read, and what changed since printing is said', async ({
  page,
}) => {
  const reads = await holdReads(page);
  await page.goto(viewUrl(DEMO_CARDS.full, encodeCardSummary(printedCard)));
  await expect(part(page, 'allergies')).toContainText('Penicilina');
  await expect(
    page.getByText('+2 itens não couberam no cartão: veja o prontuário online.'),
  ).toBeVisible();
  await reads.release();
  // The seeded record's allergies and medicines are not the card's.
  await expect(part(page, 'allergies')).toContainText('Dipirona');
  // The live list first; the card's words below it, in the same place, said as the card's.
  await expect(part(page, 'allergies').locator('ul').first()).not.toContainText('Penicilina');
  const cardSaid = part(page, 'allergies').locator('[data-summary-field="card-said"]');
  await expect(cardSaid).toContainText('O cartão impresso (05/03/2026) dizia:');
  await expect(cardSaid).toContainText('Penicilina');
  await expect(page.getByText(/^Mudou desde a impressão do cartão: .*alergias/)).toBeVisible();
  await expect(
    page.getByText('Cartão impresso em 05/03/2026, conferido com o prontuário online.'),
  ).toBeVisible();
  await expect(page.getByText(/não couberam no cartão/)).toHaveCount(0);
});

test("the app, once it takes the boot page's place, still says what changed since printing", async ({
  page,
}) => {
  await page.goto(viewUrl(DEMO_CARDS.full, encodeCardSummary(printedCard)));
  await expect(page.locator('#boot-view')).toHaveCount(0);
  const app = page.locator('#root');
  await expect(app.locator('[data-summary-part="allergies"]')).toContainText('Dipirona');
  await expect(
    app.locator('[data-summary-part="allergies"] [data-summary-field="card-said"]'),
  ).toContainText('Penicilina');
  await expect(app.getByText(/^Mudou desde a impressão do cartão: .*alergias/)).toBeVisible();
  await expect(
    app.getByText('Cartão impresso em 05/03/2026, conferido com o prontuário online.'),
  ).toBeVisible();
  // A section's link changes the address's fragment: the card's notice stays.
  await app.getByRole('link', { name: 'Alergias' }).first().click();
  await expect(app.getByText(/^Mudou desde a impressão do cartão/)).toBeVisible();
});

test("a code the online record does not know shows the not-found page, nothing of the card's", async ({
  page,
}) => {
  const unknown = viewUrl('ZZZ999ZZZ', encodeCardSummary(printedCard));
  // The boot page alone: once the reads say the code does not exist, the copy goes.
  await page.route(ENTRY, (route) => route.abort());
  await page.goto(unknown);
  await expect(page.getByText('Maria Helena Souza')).toHaveCount(0);
  await page.unroute(ENTRY);
  // A new document: the copy left the address, so the same one would only change its fragment.
  await page.goto('about:blank');
  await page.goto(unknown);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prontuário não encontrado' }),
  ).toBeVisible();
  await expect(page.getByText('Maria Helena Souza')).toHaveCount(0);
  await expect(page.getByText(/cartão impresso/)).toHaveCount(0);
});

test("a private record opened from a printed card keeps the card's summary, marked, in the app too", async ({
  page,
}) => {
  await page.route('**/api/medical-record/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Este prontuário é privado.',
        code: withheldCode('private'),
      }),
    }),
  );
  await page.goto(viewUrl(DEMO_CARDS.full, encodeCardSummary(printedCard)));
  // The app's page, once the boot page has given way.
  await expect(page.locator('#boot-view')).toHaveCount(0);
  const app = page.locator('#root');
  await expect(
    app.getByText(
      'O prontuário online está privado. O que aparece abaixo veio do cartão impresso, feito em 05/03/2026.',
    ),
  ).toBeVisible();
  await expect(app.locator('[data-summary-field="name"]')).toHaveText('Maria Helena Souza');
  await expect(app.locator('[data-summary-part="allergies"]')).toContainText('Penicilina');
  await expect(
    app.locator('[data-summary-part="allergies"] [data-summary-field="card-mark"]'),
  ).toHaveText('Do cartão impresso, 05/03/2026');
  // Nothing of the online record: no section, nothing to print.
  await expect(app.getByRole('heading', { level: 2 })).toHaveText(['Resumo de emergência']);
  await expect(app.getByRole('button', { name: /Imprimir/ })).toHaveCount(0);
});

test('with the API unreachable, lists the card only counts say how many, never "none"', async ({
  page,
}) => {
  await page.route(ENTRY, (route) => route.abort());
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const counted = {
    ...printedCard,
    allergies: { items: [], cut: 5 },
    conditions: { items: [], cut: 5 },
    medicines: { items: [], cut: 10 },
    mriUnsafe: { items: [], cut: 1 },
  };
  await page.goto(viewUrl(DEMO_CARDS.full, encodeCardSummary(counted)));
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
  await expect(part(page, 'allergies')).toHaveText(/\+5 alergias: veja o prontuário online/);
  await expect(part(page, 'conditions')).toHaveText(/\+5 condições: veja o prontuário online/);
  await expect(part(page, 'medicines')).toHaveText(/\+10 medicamentos: veja o prontuário online/);
  await expect(part(page, 'mriUnsafe')).toHaveText(/\+1 prótese: veja o prontuário online/);
  await expect(part(page, 'pregnancy')).toHaveText(/Não está no cartão/);
  await expect(summary(page).getByText('Nenhum registro')).toHaveCount(0);
  // Each part the card holds says so in its own place.
  await expect(part(page, 'allergies')).toContainText('Do cartão impresso, 05/03/2026');
  await expect(part(page, 'bloodType')).toContainText('Do cartão impresso, 05/03/2026');
});

test('a crafted fragment paints nothing of its own: no markup, no link but to a phone of digits', async ({
  page,
}) => {
  const valid = encodeCardSummary(printedCard);
  const hostile = [
    valid.replace('Penicilina', '%3Cimg_src%3Dx_onerror%3Dalert(1)%3E'),
    valid.replace('Penicilina', '<script>'),
    valid.replace(':11987654321', ':javascript%3Aalert(1)'),
    valid.replace(/^1;/, '2;'),
    `${valid};e=x:1`,
    'javascript:alert(1)',
  ];
  await page.route(ENTRY, (route) => route.abort());
  for (const fragment of hostile) {
    await page.goto(viewUrl(DEMO_CARDS.full, fragment));
    await expect(field(page, 'name')).toHaveText('Maria Helena Souza');
    // Nothing said of a card: the page is the one a typed code gives.
    await expect(page.getByText(/cartão impresso/)).toHaveCount(0);
    await expect(summary(page).locator('img, script, svg[onload]')).toHaveCount(0);
    for (const href of await summary(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      // The family message travels encoded in the query: nothing of it can be a scheme or markup.
      expect(href).toMatch(
        /^(tel:\+\d+|https:\/\/wa\.me\/\d+(\?text=[\w%.!~*'()-]*)?|sms:\+\d+(\?body=[\w%.!~*'()-]*)?|#.*)$/,
      );
    }
  }
});
