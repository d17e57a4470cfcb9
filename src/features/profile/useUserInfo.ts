import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import type { UserInfo } from '../../api/types';
import { getUserInfo } from '../../api/user';

export type UserInfoState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; info: UserInfo };

export function useUserInfo(): { state: UserInfoState; reload: () => void } {
  const { t: tc } = useTranslation('common');
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getUserInfo().then(
      (info) => {
        if (current) setState({ status: 'ready', info });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorText(error, tc) });
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
