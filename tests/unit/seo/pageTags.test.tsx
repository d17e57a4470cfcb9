import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
import {
  alternateLinks,
  canonicalLinks,
  metaContent,
  shareTagCount,
} from '../support/documentHead';

const origin = window.location.origin;

describe('the tags a public page gives search engines and link previews', () => {
  it('the plans page, in English: its title, description, canonical, Open Graph, Twitter and hreflang', async () => {
    await renderApp('/planos?lng=en', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Plans' });
    const description =
      "Digital Health Record yearly plans: choose how many QR code cards you need and keep each card's record up to date.";
    await waitFor(() => expect(metaContent('name', 'description')).toEqual([description]));
    expect(document.title).toBe('Plans | Digital Health Record');
    expect(canonicalLinks()).toEqual([`${origin}/planos?lng=en`]);
    expect(metaContent('property', 'og:title')).toEqual(['Plans | Digital Health Record']);
    expect(metaContent('property', 'og:description')).toEqual([description]);
    expect(metaContent('property', 'og:type')).toEqual(['website']);
    expect(metaContent('property', 'og:url')).toEqual([`${origin}/planos?lng=en`]);
    expect(metaContent('property', 'og:image')).toEqual([`${origin}/images/share.png`]);
    expect(metaContent('property', 'og:locale')).toEqual(['en_US']);
    expect(metaContent('property', 'og:locale:alternate').sort()).toEqual([
      'de_DE',
      'es_ES',
      'fr_FR',
      'pt_BR',
    ]);
    expect(metaContent('name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent('name', 'twitter:image')).toEqual([`${origin}/images/share.png`]);
    expect(alternateLinks()).toEqual({
      'pt-BR': `${origin}/planos?lng=pt`,
      en: `${origin}/planos?lng=en`,
      es: `${origin}/planos?lng=es`,
      de: `${origin}/planos?lng=de`,
      fr: `${origin}/planos?lng=fr`,
      'x-default': `${origin}/planos`,
    });
    expect(metaContent('name', 'robots')).toEqual([]);
  });

  it('the home page and the legal pages each have their own description, in the page’s language', async () => {
    const view = await renderApp('/', 'pt');
    await screen.findByRole('heading', { level: 1, name: 'Seu prontuário, a um clique.' });
    await waitFor(() =>
      expect(metaContent('name', 'description')[0]).toMatch(/^Seu prontuário, a um clique: /),
    );
    // Visited without ?lng=: the canonical address is that one, the x-default alternate.
    expect(canonicalLinks()).toEqual([`${origin}/`]);
    await view.router.navigate('/privacidade');
    await screen.findByRole('heading', { level: 1, name: 'Aviso de Privacidade' });
    await waitFor(() =>
      expect(metaContent('name', 'description')[0]).toMatch(/^Quais dados pessoais/),
    );
    expect(canonicalLinks()).toEqual([`${origin}/privacidade`]);
    expect(metaContent('property', 'og:description')[0]).toMatch(/^Quais dados pessoais/);
  });

  it('a record page carries none of them, index.html’s defaults included, and stays noindex', async () => {
    const defaults = Object.assign(document.createElement('meta'), {
      name: 'description',
      content: 'the home page, from index.html',
    });
    defaults.setAttribute('data-share', '');
    document.head.append(defaults);
    await renderApp('/prontuario-do-usuario/ABC123XYZ');
    await screen.findByRole('heading', { name: 'Prontuário Médico' });
    await waitFor(() => expect(metaContent('name', 'robots')).toEqual(['noindex, nofollow']));
    expect(shareTagCount()).toBe(0);
    expect(defaults.isConnected).toBe(false);
    expect(canonicalLinks()).toEqual([]);
    expect(alternateLinks()).toEqual({});
  });

  it('leaving a public page for a private one takes its tags away', async () => {
    const { router } = await renderApp('/sobre-nos');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(canonicalLinks()).toEqual([`${origin}/sobre-nos`]));
    await router.navigate('/configure-seu-pagamento');
    await waitFor(() => expect(metaContent('name', 'robots')).toEqual(['noindex, nofollow']));
    expect(shareTagCount()).toBe(0);
    expect(metaContent('name', 'description')).toEqual([]);
  });
});
