import { screen, waitFor, within } from '@testing-library/react';
import { languages, type Language } from '@/i18n/languages';
import { renderApp } from '../support/renderApp';
import { metaContent } from '../support/documentHead';

const files = import.meta.glob<Record<string, unknown>>('../../../src/i18n/locales/*/legal.json', {
  eager: true,
  import: 'default',
});

interface Words {
  titles: Record<'terms' | 'privacy', string>;
  terms: { sections: Record<string, { title: string }> };
  privacy: { sections: Record<string, { title: string }> };
}

const wordsOf = (lng: Language) =>
  files[`../../../src/i18n/locales/${lng}/legal.json`] as unknown as Words;

const pages = [
  { name: 'terms', path: '/termos-de-uso' },
  { name: 'privacy', path: '/privacidade' },
] as const;

describe.each(languages)('the legal pages in %s', (lng) => {
  it.each(pages)('$path shows its title and every section heading', async ({ name, path }) => {
    const words = wordsOf(lng);
    await renderApp(path, lng);
    expect(
      await screen.findByRole('heading', { level: 1, name: words.titles[name] }),
    ).toBeVisible();
    const titles = Object.values(words[name].sections).map((section) => section.title);
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(1)).toEqual(titles);
    // The contents list links every section's heading.
    const contents = within(main).getByRole('navigation');
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(Object.entries(words[name].sections).map(([id, { title }]) => [title, `#${id}`]));
    for (const [id, { title }] of Object.entries(words[name].sections)) {
      expect(within(main).getByRole('heading', { level: 2, name: title })).toHaveAttribute(
        'id',
        id,
      );
    }
  });
});

describe('the privacy notice', () => {
  it('says who can see the public record, and links the contact form to exercise the rights', async () => {
    const { user, router } = await renderApp('/privacidade');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 2, name: 'Quem pode ver o prontuário' }),
    ).toBeVisible();
    expect(main).toHaveTextContent(/qualquer pessoa que tenha o cartão/);
    expect(main).toHaveTextContent(/art\. 11, I\)/);
    expect(main).toHaveTextContent(/a revogação do consentimento/);
    const contactLinks = within(main).getAllByRole('link', { name: 'formulário de contato' });
    expect(contactLinks.length).toBeGreaterThan(1);
    for (const link of contactLinks) expect(link).toHaveAttribute('href', '/sobre-nos#contato');
    await user.click(within(main).getByRole('link', { name: 'Termos de Uso' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/termos-de-uso'));
  });

  it('dates its version in the reader’s language', async () => {
    await renderApp('/privacidade', 'en');
    expect(await screen.findByText('Version of Nov 23, 2026')).toBeVisible();
  });

  it('titles the document and describes it for search engines, in the reader’s language', async () => {
    await renderApp('/privacidade', 'de');
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzhinweis' });
    await waitFor(() => expect(document.title).toBe('Datenschutzhinweis | Digitale Patientenakte'));
    expect(metaContent('name', 'description')).toEqual([
      expect.stringMatching(/^Welche personenbezogenen Daten/),
    ]);
  });
});

describe('the footer', () => {
  it('links the Terms of Use and the Privacy Notice', async () => {
    const { user, router } = await renderApp('/planos');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Aviso de Privacidade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacidade'));
    await user.click(within(footer).getByRole('link', { name: 'Termos de Uso' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  });
});
