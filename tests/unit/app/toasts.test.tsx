import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppProviders } from '@/app/AppProviders';
import { notifyError, notifySuccess } from '@/lib/notify';
import { loadToastLibrary } from '@/lib/toastLibrary';
import { bubbleOf, toaster, toastRow } from '../support/toaster';

describe('toasts', () => {
  // The library loads on demand (see lazyToasts.test.tsx); here it is there from the start.
  beforeAll(() => loadToastLibrary());

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('announce a green success and a red error, and leave after 4 s', async () => {
    vi.useFakeTimers();
    render(<AppProviders>{null}</AppProviders>);
    await act(async () => {
      notifySuccess('Dados salvos com sucesso!');
      notifyError('Erro ao salvar dados');
    });
    const success = screen.getByText('Dados salvos com sucesso!');
    const error = screen.getByText('Erro ao salvar dados');
    expect(success).toHaveAttribute('role', 'status');
    expect(success).toHaveAttribute('aria-live', 'polite');
    expect(bubbleOf(success)).toHaveStyle({ background: '#166534' });
    expect(bubbleOf(error)).toHaveStyle({ background: '#b91c1c' });
    expect(toaster()).toBeInTheDocument();
    expect(toastRow()).toHaveStyle({ justifyContent: 'center', top: '0px' });

    await act(async () => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Dados salvos com sucesso!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(300));
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Dados salvos com sucesso!')).not.toBeInTheDocument();
  });

  it('keep at most 20 at once', async () => {
    render(<AppProviders>{null}</AppProviders>);
    await act(async () => {
      for (let i = 0; i < 25; i += 1) notifySuccess(`aviso ${i}`);
    });
    expect(screen.getAllByText(/^aviso \d+$/)).toHaveLength(20);
  });
});
