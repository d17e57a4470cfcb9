import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { tellOtherTabs } from '../session/otherTabs';
import { leaveToLogin } from '../session/SessionContext';
import { readSignedInEmail } from '../session/signedInEmail';
import { setUnauthorizedHandler } from '../session/unauthorized';

// The dialog brings the login call and its form (the API client, react-hook-form): a chunk of its
// own, fetched when a private screen opens, so that the public pages' first load leaves it out.
const loadDialog = () => import('./SignInAgainDialog');
const SignInAgainDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SignInAgainDialog })),
);

/**
 * What a 401 does on a private screen: the password is asked for again over the screen, which
 * stays as it is (nothing unmounts, nothing navigates), and the calls the server refused go again
 * once the user is back in. Cancelling, or a session whose e-mail is not known, leaves for the
 * login page as before.
 */
export function SignInAgain() {
  const [email, setEmail] = useState<string | null>(null);
  const answer = useRef<((signedIn: boolean) => void) | null>(null);

  useEffect(() => {
    void loadDialog();
    setUnauthorizedHandler(() => {
      // The token is the other tabs' too: their private screens give way at once.
      tellOtherTabs({ kind: 'ended', reason: 'unauthorized' });
      const known = readSignedInEmail();
      if (!known) {
        leaveToLogin();
        return Promise.resolve(false);
      }
      return new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setEmail(known);
      });
    });
    return () => {
      setUnauthorizedHandler(null);
      answer.current?.(false);
      answer.current = null;
    };
  }, []);

  function settle(signedIn: boolean) {
    answer.current?.(signedIn);
    answer.current = null;
    setEmail(null);
  }

  if (!email) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog
        email={email}
        onSignedIn={() => settle(true)}
        onCancel={() => {
          settle(false);
          leaveToLogin();
        }}
      />
    </Suspense>
  );
}
