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
import { listenToOtherTabs, tellOtherTabs, type SessionEnd } from './otherTabs';
import { pinTabUser, tabUser } from './tabUser';

export interface SignInOptions {
  /** "Lembrar de mim": the session outlives the browser (30 days). Left out: as it was. */
  remember?: boolean;
}

/** Why this tab's session ended in another tab: as told there, or someone else signed in. */
export type EndedElsewhere = SessionEnd | 'anotherUser';

export interface Session {
  loggedIn: boolean;
  /** The session ended in another tab: a private screen hides what it shows and says why. */
  endedElsewhere: EndedElsewhere | null;
  /** Logging out, while the API is asked to revoke the token: a private screen shows no data. */
  leaving: boolean;
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

/** Asks the API to end the session of `token`; set by the app shell, which holds the API client. */
export type RevokeSession = (token: string, signal: AbortSignal) => Promise<void>;

/** How long logging out waits for the API's answer before it leaves anyway. */
export const LOGOUT_WAIT_MS = 3000;

/** Waits for the revocation, at most LOGOUT_WAIT_MS; whatever it answers, or if it fails. */
async function revoke(revokeSession: RevokeSession | undefined, token: string | undefined) {
  if (!revokeSession || !token) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_WAIT_MS);
  try {
    await revokeSession(token, controller.signal);
  } catch {
    // Already ended, an API without the call, no answer: the device forgets it all the same.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The session cookie another tab has just written may reach this tab's `document.cookie` a moment
 * after that tab's news does: it is asked for again, for up to a second, before the news is taken
 * as it stands.
 */
function readTokenSoon(then: (token: string | undefined) => void, tries = 20): void {
  const token = readToken();
  if (token || tries <= 1) then(token);
  else setTimeout(() => readTokenSoon(then, tries - 1), 50);
}

export function SessionProvider({
  children,
  revokeSession,
}: {
  children: ReactNode;
  revokeSession?: RevokeSession;
}) {
  // Read once when the app starts (the product spec, section 4)...
  const [loggedIn, setLoggedIn] = useState(startSession);
  const [endedElsewhere, setEndedElsewhere] = useState<EndedElsewhere | null>(null);
  const [leaving, setLeaving] = useState(false);
  // ...and the token the page's screens were shown with.
  const shownWith = useRef(readToken());

  const signIn = useCallback((token: string, user: SessionUser, options?: SignInOptions) => {
    writeSession(token, user, options?.remember);
    shownWith.current = token;
    setLoggedIn(true);
    setEndedElsewhere(null);
    tellOtherTabs({ kind: 'signedIn', userId: user.id });
  }, []);

  const signOut = useCallback(
    (reason: LeaveReason = 'loggedOut') => {
      // The device forgets the session at once, and every tab is told; the API is asked to
      // revoke the token, so that a copy of it is worth nothing either.
      // Until the page leaves, a private screen says so rather than send the user to the login
      // page in place: that would be left too, under whatever they did there meanwhile.
      const token = readToken();
      setLeaving(true);
      setLoggedIn(false);
      forgetUser();
      markLeftAccount(reason);
      tellOtherTabs({ kind: 'ended', reason: 'loggedOut' });
      void revoke(revokeSession, token).then(() => window.location.assign(leftTo[reason]));
    },
    [revokeSession],
  );

  // What the other tabs tell: an ended session, or someone (else) signed in. A private screen
  // then hides what it shows (RequireAuth), kept as it is beneath in case the same user signs in
  // again from another tab: what they typed comes back with it.
  useEffect(
    () =>
      listenToOtherTabs((news) => {
        if (news.kind === 'ended') {
          setEndedElsewhere(news.reason);
          return;
        }
        const mine = tabUser();
        if (mine !== undefined && news.userId !== mine) {
          setEndedElsewhere('anotherUser');
          return;
        }
        readTokenSoon((token) => {
          shownWith.current = token;
          setLoggedIn(Boolean(token));
          setEndedElsewhere(null);
          if (mine === undefined) pinTabUser(news.userId);
        });
      }),
    [],
  );

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

  const value = useMemo(
    () => ({ loggedIn: loggedIn && !endedElsewhere, endedElsewhere, leaving, signIn, signOut }),
    [loggedIn, endedElsewhere, leaving, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
