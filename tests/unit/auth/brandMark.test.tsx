import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';

// The sign-in pages have no header: the card itself carries the product's mark and name.
describe.each([
  ['login', '/login/', 'Entrar'],
  ['forgot password', '/esqueceu-a-senha/', 'Esqueceu a senha?'],
  ['reset password', '/redefinir-senha?token=abc&email=a%40b.com', 'Redefinir senha'],
])('the %s page', (_, path, title) => {
  it("shows the product's mark and name above its heading, linking home", async () => {
    await renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const [firstLink] = within(screen.getByRole('main')).getAllByRole('link');
    const brand = screen.getByRole('link', { name: 'Prontuário Digital' });
    expect(firstLink).toBe(brand);
    expect(brand).toHaveAttribute('href', '/');
    expect(brand.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
