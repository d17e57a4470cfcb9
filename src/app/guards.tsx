import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { readToken } from '../session/cookies';
import { useSession } from '../session/useSession';
import { SignInAgain } from './SignInAgain';

/**
 * The private routes: without the token cookie (or once the session counts as ended), to the login
 * page. A session the server no longer accepts is renewed in place (SignInAgain), the screen kept.
 */
export function RequireAuth() {
  const location = useLocation();
  const { loggedIn } = useSession();

  if (!loggedIn || !readToken()) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  return (
    <>
      <Outlet />
      <SignInAgain />
    </>
  );
}

/** The root-guard variant: a logged-in user to their cards, anyone else to the login page. */
export function RootGuard() {
  return <Navigate to={readToken() ? paths.myCards : paths.login} replace />;
}
