import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { readToken } from '../session/cookies';
import { leaveToLogin } from '../session/SessionContext';
import { setUnauthorizedHandler } from '../session/unauthorized';

/** The private routes: without the token cookie, to the login page. */
export function RequireAuth() {
  const location = useLocation();
  const hasToken = Boolean(readToken());

  useEffect(() => {
    setUnauthorizedHandler(leaveToLogin);
    return () => setUnauthorizedHandler(null);
  }, []);

  if (!hasToken) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** The root-guard variant: a logged-in user to their cards, anyone else to the login page. */
export function RootGuard() {
  return <Navigate to={readToken() ? paths.myCards : paths.login} replace />;
}
