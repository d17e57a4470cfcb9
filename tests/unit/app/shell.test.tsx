import { screen, waitFor, within } from '@testing-library/react';
import { writeSession } from '@/session/cookies';
import { renderApp } from '../support/renderApp';

// <meta> tags in <head> are not page content: no query reaches them.
function meta(name: string): Element | null {
  return document.querySelector(`meta[name="${name}"]`);
}

function logIn() {
  writeSession('test-token', { id: 1, accept_terms: 1 });
}

describe('routes', () => {
  it('shows the not-found page, without header and footer, on an unknown path', async () => {
    await renderApp('/nao/existe');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Página não encontrada.' }),
    ).toBeVisible();
    expect(screen.getByText(/pode ter sido removida ou não existe/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o Início' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(['/login', '/login/'])(
    'opens the login page at %s, without header and footer',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    },
  );

  it.each(['/meus-cartoes', '/meu-prontuario/ABC123XYZ', '/meu-perfil'])(
    'sends a visitor from %s to /login/',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    },
  );

  it('lets a logged-in user into a private route', async () => {
    logIn();
    const { router } = await renderApp('/meu-perfil');
    expect(await screen.findByRole('heading', { name: 'Minha Página de Perfil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/meu-perfil');
  });

  it('the root-guard variant sends a logged-in user to the cards and anyone else to login', async () => {
    const { router: visitorRouter, unmount } = await renderApp('/minha-area');
    await waitFor(() => expect(visitorRouter.state.location.pathname).toBe('/login/'));
    unmount();
    logIn();
    const { router } = await renderApp('/minha-area');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
  });
});

describe('layout', () => {
  it('offers "Fazer Login" to a visitor, with the two main links and the footer', async () => {
    await renderApp('/planos');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Fazer Login' })).toHaveAttribute(
      'href',
      '/login/',
    );
    const nav = within(header).getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '/planos');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('Todos os direitos reservados');
    expect(footer).toHaveTextContent('Seus dados médicos sempre à mão');
  });

  it('is transparent over the home hero and dark elsewhere', async () => {
    const { unmount } = await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Seu prontuário, a um clique.' }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toHaveClass('bg-transparent');
    unmount();
    await renderApp('/planos');
    expect(await screen.findByRole('banner')).toHaveClass('bg-header');
  });

  it('gives a logged-in user the "Meu perfil" menu, which closes on a choice', async () => {
    logIn();
    const { user, router } = await renderApp('/planos');
    const toggle = await screen.findByRole('button', { name: /Meu perfil/ });
    expect(screen.queryByRole('link', { name: 'Fazer Login' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Acessar meu prontuário' })).toHaveAttribute(
      'href',
      '/meus-cartoes',
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Acessar meu perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-perfil'));
    expect(screen.queryByRole('link', { name: 'Acessar meu prontuário' })).not.toBeInTheDocument();
  });

  it('logout deletes both cookies', async () => {
    logIn();
    const { user } = await renderApp('/planos');
    await user.click(await screen.findByRole('button', { name: /Meu perfil/ }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(document.cookie).not.toMatch(/token=/);
    expect(document.cookie).not.toMatch(/user=/);
  });

  it('the mobile menu holds the same links and closes on Escape', async () => {
    const { user } = await renderApp('/planos');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    // The menu is a chunk of its own, asked for as the button is pressed.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Início' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Planos' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Fazer Login' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: /^Idioma:\s*Português/ })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the language switcher changes the words, <html lang> and the title', async () => {
    const { user } = await renderApp('/planos');
    await screen.findByRole('heading', { name: 'Planos' });
    await waitFor(() => expect(document.title).toBe('Planos | Prontuário Digital'));
    expect(document.documentElement.lang).toBe('pt-BR');
    await user.click(screen.getByRole('button', { name: /^Idioma:\s*Português/ }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.title).toMatch(/^Plans \| /);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('marks private and record pages noindex, public pages not', async () => {
    const view = await renderApp('/prontuario-do-usuario/ABC123XYZ');
    await screen.findByRole('heading', { name: 'Prontuário Médico' });
    await waitFor(() => expect(meta('robots')).toHaveAttribute('content', 'noindex, nofollow'));
    expect(meta('referrer')).toHaveAttribute('content', 'no-referrer');
    view.unmount();
    await renderApp('/planos');
    await screen.findByRole('heading', { name: 'Planos' });
    await waitFor(() => expect(meta('robots')).toBeNull());
  });
});
