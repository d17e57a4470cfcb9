import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';

/**
 * The box that rises in, with the element in it. The hero's entrance animations are on plain
 * layout boxes around its parts, with no role, and are only classes (jsdom runs no CSS): read in
 * the markup.
 */
function enteringBoxOf(element: HTMLElement): Element | null {
  return element.closest('[class*="animate-rise"]');
}

describe('home page', () => {
  it('lays the transparent header over a hero with the headline and the sub-line', async () => {
    await renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Seu prontuário, a um clique.' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seu prontuário, a um clique.',
    );
    expect(hero).toHaveTextContent(/Acesso seguro, rápido e centralizado/);
    expect(within(hero).getByRole('search', { name: 'Buscar prontuário' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveClass('bg-transparent');
  });

  it('the decorative card shows a sample code and a placeholder name, hidden from screen readers', async () => {
    await renderApp('/');
    const card = await screen.findByTestId('card-preview');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent('000-000-000');
    expect(card).toHaveTextContent('NOME DO PACIENTE');
  });

  it('the about block says information saves lives and leads to /sobre-nos', async () => {
    const { user, router } = await renderApp('/');
    const about = await screen.findByRole('region', { name: /informação certa.*salva vidas/ });
    // "Conhecer mais" on screen; its name says where it goes.
    const more = within(about).getByRole('link', {
      name: 'Conhecer mais sobre o Prontuário Digital',
    });
    expect(within(more).getByText('sobre o Prontuário Digital')).toHaveClass('sr-only');
    expect(more).toHaveAttribute('href', '/sobre-nos');
    await user.click(more);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sobre-nos');
  });

  it('the services block explains how it works and the QR code', async () => {
    await renderApp('/');
    const services = await screen.findByRole('region', {
      name: 'Serviços que o nosso cartão oferece',
    });
    expect(services).toHaveTextContent(/escaneia o QR Code/);
    const steps = within(services).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Preencha o seu prontuário',
      'Leve o cartão com você',
      'Acesso imediato na emergência',
    ]);
  });

  it('"Proteção, Rapidez e Confiança" has its three cards', async () => {
    await renderApp('/');
    const trust = await screen.findByRole('region', { name: 'Proteção, Rapidez e Confiança' });
    expect(
      within(trust)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Segurança', 'Rapidez', 'Confiança']);
  });

  it('closes with the plans and the custom plan for companies', async () => {
    await renderApp('/');
    const cta = await screen.findByRole('region', { name: 'Tenha o seu prontuário sempre à mão' });
    expect(within(cta).getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
    expect(
      within(cta).getByRole('link', { name: 'Planos para empresas e eventos' }),
    ).toHaveAttribute('href', '/sobre-nos#contato');
  });

  it('the entrance animations are switched off under reduced motion', async () => {
    await renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(enteringBoxOf(heading)).toHaveClass(
      'motion-reduce:animate-none',
      '[animation-delay:300ms]',
    );
    expect(enteringBoxOf(screen.getByTestId('card-preview'))).toHaveClass(
      'motion-reduce:animate-none',
      '[animation-delay:1s]',
    );
  });

  it.each([
    ['en', 'Your health record, one click away.', 'Protection, Speed and Trust'],
    ['es', 'Su historia clínica, a un clic.', 'Protección, Rapidez y Confianza'],
    ['de', 'Ihre Patientenakte – nur einen Klick entfernt.', 'Schutz, Schnelligkeit und Vertrauen'],
    ['fr', 'Votre dossier médical, en un clic.', 'Protection, Rapidité et Confiance'],
  ] as const)('reads in %s', async (language, title, trust) => {
    await renderApp('/', language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: trust })).toBeVisible();
  });
});
