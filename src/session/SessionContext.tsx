import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '../api/types';
import { paths } from '../lib/paths';
import { clearSession, readToken, writeSession } from './cookies';

export interface Session {
  loggedIn: boolean;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** Leaves the app for the login page with a full navigation, as SPEC.md section 4 asks. */
export function leaveToLogin(): void {
  clearSession();
  window.location.assign(paths.login);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once when the app starts (SPEC.md section 4).
  const [loggedIn, setLoggedIn] = useState(() => Boolean(readToken()));

  const signIn = useCallback((token: string, user: SessionUser) => {
    writeSession(token, user);
    setLoggedIn(true);
  }, []);

  const signOut = useCallback(() => {
    setLoggedIn(false);
    leaveToLogin();
  }, []);

  const value = useMemo(() => ({ loggedIn, signIn, signOut }), [loggedIn, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
