import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import type { SessionUser } from '../api/types';
import { paths } from '../lib/paths';
import { readToken, readUser, writeSession } from './cookies';
import { forgetEndedSession, forgetUser } from './forgetUser';
import { markLeftAccount, type LeaveReason } from './leftAccount';
import { pinTabUser } from './tabUser';

export interface SignInOptions {
  /** "Lembrar de mim": the session outlives the browser (360 days). Left out: as it was. */
  remember?: boolean;
}

export interface Session {
  loggedIn: boolean;
  signIn: (token: string, user: SessionUser, options?: SignInOptions) => void;
  /** Logs out (by default) or declines the terms: either way, leaves the account. */
  signOut: (reason?: LeaveReason) => void;
}

export const SessionContext = createContext<Session | null>(null);

/**
 * Leaves the app for the login page with a full navigation, as the product spec, section 4 asks, after
 * clearing everything the app stored for the user.
 */
export function leaveToLogin(): void {
  forgetUser();
  window.location.assign(paths.login);
}

/**
 * What the app starts with: logged in when the token cookie is there, the tab then working for
 * the cookie's user; without it, whatever an ended session left behind is cleared.
 */
function startSession(): boolean {
  const token = readToken();
  if (!token) forgetEndedSession();
  pinTabUser(token ? readUser()?.id : undefined);
  return Boolean(token);
}

/** Where each way of leaving ends: declining the terms goes home, as there is nothing to log in to. */
const leftTo: Record<LeaveReason, string> = {
  loggedOut: paths.login,
  declinedTerms: paths.home,
};

export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once when the app starts (the product spec, section 4)...
  const [loggedIn, setLoggedIn] = useState(startSession);
  // ...and the token the page's screens were shown with.
  const shownWith = useRef(readToken());

  const signIn = useCallback((token: string, user: SessionUser, options?: SignInOptions) => {
    writeSession(token, user, options?.remember);
    shownWith.current = token;
    setLoggedIn(true);
  }, []);

  const signOut = useCallback((reason: LeaveReason = 'loggedOut') => {
    setLoggedIn(false);
    forgetUser();
    markLeftAccount(reason);
    window.location.assign(leftTo[reason]);
  }, []);

  // A page the browser restores from its back-forward cache comes back as it was left, with the
  // data it showed, whatever happened to the session since. Without the token cookie now, the
  // user counts as logged out (a private screen gives way to the login page), committed within the
  // event rather than on a later render; with another user's token, the page loads anew.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      const token = readToken();
      if (token && shownWith.current && token !== shownWith.current) {
        window.location.reload();
        return;
      }
      shownWith.current = token;
      flushSync(() => setLoggedIn(Boolean(token)));
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const value = useMemo(() => ({ loggedIn, signIn, signOut }), [loggedIn, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
