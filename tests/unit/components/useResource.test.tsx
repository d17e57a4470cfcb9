import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { useResource } from '@/components/useResource';
import { i18n, i18nReady } from '@/i18n/setup';

/** Reads that wait for the test to answer them, one per call. */
function heldReads() {
  const calls: {
    signal: AbortSignal;
    answer: (items: string[]) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string[]>((answer, fail) => {
      calls.push({ signal, answer, fail });
    });
  return { load, calls };
}

function Items({ load }: { load: (signal: AbortSignal) => Promise<string[]> }) {
  const { state, retry } = useResource(load, {
    defaultErrorKey: 'errors.cardsLoad',
    isEmpty: (items) => items.length === 0,
  });
  if (state.status === 'loading') return <p>Carregando</p>;
  if (state.status === 'failed') {
    return (
      <>
        <p role="alert">{state.message}</p>
        <button onClick={retry}>Tentar de novo</button>
      </>
    );
  }
  if (state.status === 'empty') return <p>Nada ainda</p>;
  return <p>{state.data.join(', ')}</p>;
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
});

describe('useResource', () => {
  it('is loading, then shows the answer', async () => {
    const { load, calls } = heldReads();
    render(<Items load={load} />);
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    act(() => calls[0]?.answer(['a', 'b']));
    expect(await screen.findByText('a, b')).toBeInTheDocument();
  });

  it('says an empty answer is empty', async () => {
    const { load, calls } = heldReads();
    render(<Items load={load} />);
    act(() => calls[0]?.answer([]));
    expect(await screen.findByText('Nada ainda')).toBeInTheDocument();
  });

  it('fails with the error’s text, and a retry loads again', async () => {
    const user = userEvent.setup();
    const { load, calls } = heldReads();
    render(<Items load={load} />);
    act(() =>
      calls[0]?.fail(new ApiError({ kind: 'http', status: 500, fallbackKey: 'errors.userInfo' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao obter informações do usuário.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    act(() => calls[1]?.fail(new Error('not an ApiError')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar cartões');
  });

  it('aborts the read when the screen goes, and ignores its late answer', () => {
    const { load, calls } = heldReads();
    const { unmount } = render(<Items load={load} />);
    expect(calls[0]?.signal.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
