import { screen, waitFor } from '@testing-library/react';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';

const CODE_ERROR = 'O código deve conter exatamente 9 caracteres.';

async function openHome() {
  const view = await renderApp('/');
  const input = await screen.findByRole('textbox', { name: 'Buscar prontuário' });
  return { ...view, input };
}

const cardPreview = () => screen.getByTestId('card-preview');

describe('home search, "Buscar prontuário"', () => {
  it('upper-cases and groups the code 3-3-3 as it is typed, and the card echoes it', async () => {
    const { user, input } = await openHome();
    expect(cardPreview()).toHaveTextContent('000-000-000');
    await user.type(input, 'abc1');
    expect(input).toHaveValue('ABC-1');
    await user.type(input, '23xy');
    expect(input).toHaveValue('ABC-123-XY');
    expect(cardPreview()).toHaveTextContent('ABC-123-XY');
    expect(cardPreview()).not.toHaveTextContent('000-000-000');
  });

  it('strips anything that is not a letter or a digit', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'a.b c/1_2*3-é!x');
    expect(input).toHaveValue('ABC-123-X');
  });

  it('cleans a pasted code with spaces and lower case', async () => {
    const { user, input } = await openHome();
    await user.click(input);
    await user.paste('  abc 123 xyz  ');
    expect(input).toHaveValue('ABC-123-XYZ');
  });

  it('accepts at most 11 characters, typed or pasted', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'abc123xyz4567');
    expect(input).toHaveValue('ABC-123-XYZ');
    await user.clear(input);
    await user.paste('def 456 uvw 789 rst 000');
    expect(input).toHaveValue('DEF-456-UVW');
    expect((input as HTMLInputElement).value).toHaveLength(11);
  });

  it.each([
    ['an empty code', ''],
    ['a short code', 'abc12'],
    ['8 characters', 'abc-123-xy'],
  ])('on submit, %s shows the length message in red and stays', async (_, typed) => {
    const { user, input, router } = await openHome();
    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const message = screen.getByText(CODE_ERROR);
    expect(message).toBeVisible();
    expect(message).toHaveClass('text-red-700');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(CODE_ERROR));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the message until the user types, then clears it', async () => {
    const { user, input } = await openHome();
    await user.type(input, 'abc{Enter}');
    expect(screen.getByText(CODE_ERROR)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByText(CODE_ERROR)).toBeVisible();
    await user.type(input, '1');
    expect(screen.queryByText(CODE_ERROR)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('a complete code opens /prontuario-do-usuario/{code} without hyphens', async () => {
    const { user, input, router } = await openHome();
    await user.type(input, 'abc-123-xyz');
    expect(input).toHaveValue('ABC-123-XYZ');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/prontuario-do-usuario/${DEMO_CARDS.full}`),
    );
    expect(await screen.findByRole('heading', { name: 'Prontuário Médico' })).toBeVisible();
    expect(screen.queryByText(CODE_ERROR)).not.toBeInTheDocument();
  });

  it('Enter in the field submits a pasted code', async () => {
    const { user, input, router } = await openHome();
    await user.click(input);
    await user.paste('def456uvw');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/prontuario-do-usuario/${DEMO_CARDS.partial}`),
    );
  });

  it('speaks the visitor’s language', async () => {
    const { user } = await renderApp('/', 'en');
    const input = await screen.findByRole('textbox', { name: 'Find a health record' });
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The code must be exactly 9 characters long.')).toBeVisible();
  });
});
