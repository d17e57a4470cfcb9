import { useEffect, useRef, useState } from 'react';
import { leaveToLogin } from '../session/SessionContext';
import { readSignedInEmail } from '../session/signedInEmail';
import { setUnauthorizedHandler } from '../session/unauthorized';
import { SignInAgainDialog } from './SignInAgainDialog';

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
    setUnauthorizedHandler(() => {
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
    <SignInAgainDialog
      email={email}
      onSignedIn={() => settle(true)}
      onCancel={() => {
        settle(false);
        leaveToLogin();
      }}
    />
  );
}
