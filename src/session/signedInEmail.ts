// The signed-in user's e-mail, so that a session that ends can be renewed by asking for the
// password alone. In local storage rather than a cookie: a cookie would carry it on every request.
// Logout clears it with everything else the app stored for the user (forgetUser.ts).
import { readStored, removeStored, writeStored } from '@/lib/safeStorage';
const KEY = 'signedInEmail';

export function rememberSignedInEmail(email: string | undefined): void {
  // Storage refused (a browser setting): the dialog cannot be offered, the login page is.
  if (email) writeStored('local', KEY, email);
  else removeStored('local', KEY);
}

export function readSignedInEmail(): string | undefined {
  return readStored('local', KEY) || undefined;
}
