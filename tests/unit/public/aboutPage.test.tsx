import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';

/**
 * The elements the page brings into view, in order: the last is where the visitor ends up. jsdom
 * does not scroll and has no scrollIntoView; this one, there for the current test only, notes what
 * it is asked to show.
 */
function recordScrollIntoView(): Element[] {
  const scrolledTo: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolledTo.push(this);
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  return scrolledTo;
}

describe('about page', () => {
  it('says what the service is', async () => {
    await renderApp('/sobre-nos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(/prontuário médico on-line/);
    expect(screen.getByRole('banner')).toHaveClass('bg-header');
  });

  it('draws its illustration inline, hidden from screen readers: no image request delays its first paint', async () => {
    await renderApp('/sobre-nos');
    await screen.findByRole('heading', { level: 1, name: 'Sobre nós' });
    const page = screen.getByRole('main').innerHTML;
    expect(page).not.toContain('<img');
    expect(page).toMatch(/<svg[^>]*viewBox="0 0 480 400"[^>]*aria-hidden="true"/);
  });

  it('names its audiences: patients, professionals, companies and events', async () => {
    await renderApp('/sobre-nos');
    const audience = await screen.findByRole('region', { name: /protege pessoas/ });
    expect(
      within(audience)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Pacientes e famílias',
      'Profissionais de saúde',
      'Empresas e órgãos públicos',
      'Eventos e organizações',
    ]);
  });

  it('explains the card and the QR code in four steps', async () => {
    await renderApp('/sobre-nos');
    const how = await screen.findByRole('region', { name: 'Como funcionam o cartão e o QR Code' });
    const steps = within(how).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Passo 1');
    expect(steps[3]).toHaveTextContent('Passo 4');
  });

  it('says how the data is protected, and that the code opens the record', async () => {
    await renderApp('/sobre-nos');
    const protection = await screen.findByRole('region', { name: 'Como protegemos os seus dados' });
    expect(within(protection).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(protection).toHaveTextContent(/quem tem o código ou o QR Code do cartão/);
  });

  it('calls to the plans', async () => {
    const { user, router } = await renderApp('/sobre-nos');
    const plans = await screen.findByRole('region', { name: 'Escolha o seu plano' });
    await user.click(within(plans).getByRole('link', { name: 'Ver planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planos'));
  });

  it('invites companies, public bodies, organisations and events to ask for a custom plan; /sobre-nos#contato scrolls there', async () => {
    const scrolledTo = recordScrollIntoView();
    await renderApp('/sobre-nos#contato');
    const business = await screen.findByRole('region', {
      name: /empresas, órgãos públicos, organizações e eventos/,
    });
    expect(business).toHaveTextContent(/plano personalizado pelo formulário de contato/);
    await waitFor(() => expect(scrolledTo.at(-1)).toContainElement(business));
    expect(screen.getByRole('region', { name: 'Fale conosco' })).toBeVisible();
  });

  it('reads in German', async () => {
    await renderApp('/sobre-nos', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'So schützen wir Ihre Daten' })).toBeVisible();
  });
});
