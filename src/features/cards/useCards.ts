import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCards } from '../../api/cards';
import { errorText } from '../../api/errors';
import type { Card } from '../../api/types';
import { readUser } from '../../session/cookies';

export type CardsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; cards: Card[] };

/** The logged-in user's cards, with a way to load them again. */
export function useCards(): { state: CardsState; reload: () => void } {
  const { t: tc } = useTranslation('common');
  const [state, setState] = useState<CardsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const user = readUser();
    const load = user ? getCards(user.id) : Promise.reject(new Error('no user cookie'));
    load.then(
      (cards) => {
        if (current) setState({ status: 'ready', cards });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', message: errorText(error, tc, 'errors.cardsLoad') });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, tc]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}
