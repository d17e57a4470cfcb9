import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/app/AppProviders';
import { notifyError } from '../../../src/lib/notify';

// A file of its own: react-hot-toast must not have been loaded by an earlier test.
describe('toasts loaded on demand', () => {
  it('a toast asked for before the Toaster is there shows once it has mounted', async () => {
    render(<AppProviders>{null}</AppProviders>);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();

    notifyError('Erro ao salvar dados');

    const toast = await screen.findByText('Erro ao salvar dados');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast.parentElement).toHaveStyle({ background: '#b91c1c' });
    expect(document.querySelector('[data-rht-toaster]')).toContainElement(toast);
  });
});
