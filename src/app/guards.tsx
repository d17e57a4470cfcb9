import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { href, paths } from '../lib/paths';
import { readToken } from '../session/cookies';
import { passwordIsStillCpf } from '../session/passwordChoice';
import { useSession } from '../session/useSession';
import { SessionEndedElsewhere } from './SessionEndedElsewhere';
import { SignInAgain } from './SignInAgain';

/**
 * The private routes: without the token cookie (or once the session counts as ended), to the login
 * page. A session the server no longer accepts is renewed in place (SignInAgain), the screen kept.
 */
export function RequireAuth() {
  const location = useLocation();
  const { t } = useTranslation();
  const { loggedIn, endedElsewhere, leaving } = useSession();

  if (leaving) return <Spinner label={t('common.leaving')} className="min-h-[50vh]" />;
  if (!endedElsewhere && (!loggedIn || !readToken())) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  // Ended in another tab: the screen is hidden, not unmounted, so that what was typed is still
  // there if the same user signs in again from another tab (the same wrapper either way: React
  // keeps what is inside).
  return (
    <>
      <div className={endedElsewhere ? 'hidden' : 'contents'} inert={Boolean(endedElsewhere)}>
        <Outlet />
      </div>
      {endedElsewhere ? <SessionEndedElsewhere reason={endedElsewhere} /> : null}
      <SignInAgain />
    </>
  );
}

/** The root-guard variant: a logged-in user to their cards, anyone else to the login page. */
export function RootGuard() {
  return <Navigate to={readToken() ? paths.myCards : paths.login} replace />;
}

/**
 * Pages open to an account that must still choose a password: the step itself, the checkout
 * (which ends with that same step), the legal texts it links to, and the login page, which
 * leads on by itself once the user is signed in.
 */
const openBeforePasswordChoice: readonly string[] = [
  paths.choosePassword,
  paths.checkout,
  paths.terms,
  paths.privacy,
  paths.login.replace(/\/$/, ''),
];

/** Someone's emergency record, read from its QR code: never held up, whoever is signed in. */
const recordViewPrefix = href.recordView('');

function openBeforeChoice(path: string): boolean {
  return openBeforePasswordChoice.includes(path) || path.startsWith(recordViewPrefix);
}

/**
 * The CPF is never left as the password: while the signed-in account's password is still its
 * CPF (a buyer who left before the purchase's last step), every other page gives way to that
 * step, which then leads to the page asked for.
 */
export function RequirePasswordChosen() {
  const location = useLocation();
  const { loggedIn } = useSession();
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (loggedIn && passwordIsStillCpf() && !openBeforeChoice(path)) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.choosePassword} replace state={{ from }} />;
  }
  return <Outlet />;
}
