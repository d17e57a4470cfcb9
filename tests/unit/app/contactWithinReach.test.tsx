// "Sobre nós" and the contact form are reachable from every page with a footer, and from the
// header's menu on phones; the contact form says in words that its fields are required.
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';

/** jsdom has no scrollIntoView: one that does nothing, for the current test only. */
function allowScrollIntoView(): void {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value() {} });
  onTestFinished(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
}

describe('contact within reach', () => {
  it('the footer links to "Sobre nós" and to the contact form', async () => {
    await renderApp('/planos');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sobre nós' })).toHaveAttribute(
      'href',
      '/sobre-nos',
    );
    expect(within(footer).getByRole('link', { name: 'Contato' })).toHaveAttribute(
      'href',
      '/sobre-nos#contato',
    );
  });

  it('the phone menu offers them too, and "Contato" opens the form with its heading focused', async () => {
    allowScrollIntoView();
    const { user, router } = await renderApp('/planos');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sobre nós' })).toHaveAttribute(
      'href',
      '/sobre-nos',
    );
    await user.click(within(menu).getByRole('link', { name: 'Contato' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#contato'));
    const heading = await screen.findByRole('heading', { name: /^Planos sob medida/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('the contact form says in words that every field is required', async () => {
    await renderApp('/sobre-nos');
    const region = await screen.findByRole('region', { name: 'Fale conosco' });
    const { form } = within(region).getByRole<HTMLInputElement>('textbox', { name: 'Nome' });
    expect(form).toHaveAccessibleDescription('Todos os campos são obrigatórios.');
    expect(within(region).getByText('Todos os campos são obrigatórios.')).toBeVisible();
    for (const name of ['Nome', 'E-mail', 'Mensagem']) {
      expect(within(region).getByRole('textbox', { name })).toBeRequired();
    }
  });
});
