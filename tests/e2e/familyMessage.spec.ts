import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CARDS } from './support';

const VIEW = `/prontuario-do-usuario/${DEMO_CARDS.full}`;
const PLACE = '-23.5505,-46.6333';

/**
 * The contacts of the emergency summary once every read has ended, and the control that adds the
 * reader's place to their messages, which follows their part, outside it.
 */
async function openContacts(page: Page) {
  await page.goto(VIEW);
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
  const summary = page.getByRole('region', { name: 'Resumo de emergência' });
  const contacts = summary.locator('[data-summary-part="contacts"]');
  await expect(contacts.getByRole('button')).toHaveCount(0);
  return { contacts, place: summary.locator('[data-family-place]') };
}

/** The message of the first contact's "tell them on WhatsApp" link, decoded. */
async function whatsappMessage(contacts: Locator): Promise<string> {
  const href = await contacts
    .getByRole('link', { name: /^Avisar pelo WhatsApp João Pedro Souza/ })
    .getAttribute('href');
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

test.describe('with the location granted', () => {
  test.use({ geolocation: { latitude: -23.550_52, longitude: -46.633_31 } });

  test('the WhatsApp message holds the place once the reader asks for it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    const { contacts, place } = await openContacts(page);
    // Granted, but not asked: the message goes without it.
    expect(await whatsappMessage(contacts)).not.toContain(PLACE);

    await place.getByRole('button', { name: 'Incluir minha localização' }).click();
    await expect(place.getByRole('status')).toHaveText(/Sua localização vai nas mensagens/);
    const message = await whatsappMessage(contacts);
    expect(message).toContain('Maria Helena Souza');
    expect(message).toContain(`https://maps.google.com/?q=${PLACE}`);
    const sms = await contacts
      .getByRole('link', { name: /^Avisar por SMS João Pedro Souza/ })
      .getAttribute('href');
    expect(decodeURIComponent(sms ?? '')).toContain(PLACE);
  });
});

test('without the location the message holds no place', async ({ page, context }) => {
  await context.clearPermissions();
  const { contacts, place } = await openContacts(page);
  await place.getByRole('button', { name: 'Incluir minha localização' }).click();
  await expect(place.getByRole('status')).toHaveText(
    'Não foi possível obter sua localização; as mensagens vão sem ela.',
  );
  const message = await whatsappMessage(contacts);
  expect(message).toContain('Maria Helena Souza');
  expect(message).not.toContain('maps');
  expect(message).not.toMatch(/-23\.|-46\./);
});
