import { screen, waitFor, within } from '@testing-library/react';
import { openProfile } from '../support/profile';
import { silenceApiWarnings } from '../support/apiWarnings';

const toasts = vi.hoisted(() => ({ errors: [] as string[] }));

vi.mock('@/lib/notify', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/notify')>();
  return {
    ...original,
    notifyError: (text: string) => {
      toasts.errors.push(text);
      original.notifyError(text);
    },
  };
});

silenceApiWarnings();

beforeEach(() => {
  toasts.errors = [];
});

describe('profile: a wrong current password', () => {
  it('is said once, under the field, which takes the focus', async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('Senha atual'), 'senha-errada');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const current = screen.getByLabelText('Senha atual');
    expect(await screen.findByText('A senha atual está incorreta.')).toBeVisible();
    expect(current).toHaveAccessibleDescription('A senha atual está incorreta.');
    // react-hook-form's setFocus focuses on the next task.
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getAllByText('A senha atual está incorreta.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.errors).toEqual([]);
  });
});

describe('profile: the section links', () => {
  it('mark the section being read as the current location', async () => {
    await openProfile();
    const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'location');
    expect(current.map((link) => link.textContent)).toEqual(['Informações pessoais']);
  });
});
