import { within } from '@testing-library/react';
import type { Language } from '@/i18n/languages';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { recordLoaded, region, summaryPart, viewPath } from '../support/recordView';

const PLACE = { latitude: -23.550_52, longitude: -46.633_31 };

/** The browser's geolocation, answering with the place or refusing it. */
function geolocationThat(answer: 'grants' | 'refuses') {
  const getCurrentPosition = vi.fn(
    (granted: PositionCallback, refused?: PositionErrorCallback | null) => {
      if (answer === 'grants') granted({ coords: PLACE } as GeolocationPosition);
      else refused?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    },
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function contactsPart(summary = 'Resumo de emergência', title = 'Contatos de emergência') {
  return summaryPart(region(summary), title);
}

/**
 * Where the app's control that adds the reader's place to the messages is: in the summary, after
 * the contacts' part and outside it.
 */
function locateControl(): HTMLElement {
  const include = { name: 'Incluir minha localização' };
  expect(within(contactsPart()).queryByRole('button', include)).not.toBeInTheDocument();
  return region('Resumo de emergência');
}

/** The message a link carries, decoded. */
function messageOf(link: HTMLElement, parameter: 'text' | 'body'): string {
  const href = link.getAttribute('href') ?? '';
  return new URLSearchParams(href.slice(href.indexOf('?') + 1)).get(parameter) ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('telling an emergency contact from the public page', () => {
  it('writes the message to each mobile contact, with no place unless asked', async () => {
    const getCurrentPosition = geolocationThat('grants');
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const contacts = contactsPart();
    const whatsapp = within(contacts).getByRole('link', {
      name: 'Avisar pelo WhatsApp João Pedro Souza, com a mensagem já escrita (abre em nova aba)',
    });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(messageOf(whatsapp, 'text')).toBe(
      'Olá, João Pedro Souza. Estou ajudando Maria Helena Souza neste momento e acabei de abrir ' +
        'o prontuário de emergência pelo cartão do Prontuário Digital.',
    );
    const sms = within(contacts).getByRole('link', {
      name: 'Avisar por SMS João Pedro Souza, com a mensagem já escrita (abre em nova aba)',
    });
    expect(sms.getAttribute('href')).toMatch(/^sms:\+5511987654321\?body=/);
    expect(messageOf(sms, 'body')).toBe(messageOf(whatsapp, 'text'));
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('adds the place only once the reader taps and the browser grants it', async () => {
    geolocationThat('grants');
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const contacts = contactsPart();
    // The control follows the contacts' part, outside it: the part holds only the record's words.
    const place = locateControl();
    await user.click(within(place).getByRole('button', { name: 'Incluir minha localização' }));

    expect(within(place).getByText(/^Sua localização vai nas mensagens acima\./)).toHaveAttribute(
      'role',
      'status',
    );
    const links = within(contacts).getAllByRole('link', { name: /^Avisar pelo WhatsApp/ });
    for (const link of links) {
      expect(messageOf(link, 'text')).toMatch(
        / Estou neste local: https:\/\/maps\.google\.com\/\?q=-23\.5505,-46\.6333$/,
      );
    }
    await user.click(within(place).getByRole('button', { name: 'Tirar minha localização' }));
    expect(messageOf(links[0], 'text')).not.toContain('maps');
  });

  it('says the place could not be had, and writes the message without it', async () => {
    geolocationThat('refuses');
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const contacts = contactsPart();
    // The control follows the contacts' part, outside it: the part holds only the record's words.
    const place = locateControl();
    await user.click(within(place).getByRole('button', { name: 'Incluir minha localização' }));

    expect(
      within(place).getByText('Não foi possível obter sua localização; as mensagens vão sem ela.'),
    ).toHaveAttribute('role', 'status');
    const [link] = within(contacts).getAllByRole('link', { name: /^Avisar pelo WhatsApp/ });
    expect(messageOf(link, 'text')).not.toMatch(/maps|-23/);
  });

  const inLanguages: [Language, string[], RegExp][] = [
    [
      'en',
      ['Medical record loaded.', 'Emergency summary', 'Emergency contacts'],
      /^Hello, João Pedro Souza\. I am helping Maria Helena Souza /,
    ],
    [
      'es',
      ['Historia clínica cargada.', 'Resumen de urgencia', 'Contactos de emergencia'],
      /^Hola, João Pedro Souza\. Estoy ayudando a Maria Helena Souza /,
    ],
    [
      'de',
      ['Patientenakte geladen.', 'Notfallübersicht', 'Notfallkontakte'],
      /^Hallo João Pedro Souza, ich helfe gerade Maria Helena Souza /,
    ],
    [
      'fr',
      ['Dossier médical chargé.', 'Résumé d’urgence', 'Contacts d’urgence'],
      /^Bonjour João Pedro Souza, j’aide Maria Helena Souza /,
    ],
  ];
  it.each(inLanguages)('writes the message in the page’s language (%s)', async (...args) => {
    const [language, [loaded, summary, title], expected] = args;
    await renderApp(viewPath(DEMO_CARDS.full), language);
    await recordLoaded(loaded);
    const [whatsapp] = within(contactsPart(summary, title))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('?text='));
    expect(messageOf(whatsapp, 'text')).toMatch(expected);
  });
});
