import { render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/AppProviders';
import { notifyError } from '@/lib/notify';
import { bubbleOf, toaster } from '../support/toaster';

// A file of its own: react-hot-toast must not have been loaded by an earlier test.
describe('toasts loaded on demand', () => {
  it('a toast asked for before the Toaster is there shows once it has mounted', async () => {
    render(<AppProviders>{null}</AppProviders>);
    expect(toaster()).toBeNull();

    notifyError('Erro ao salvar dados');

    const toast = await screen.findByText('Erro ao salvar dados');
    expect(toast).toHaveAttribute('role', 'status');
    expect(bubbleOf(toast)).toHaveStyle({ background: '#b91c1c' });
    expect(toaster()).toContainElement(toast);
  });
});
