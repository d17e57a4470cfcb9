// The signed-in user's e-mail, so that a session that ends can be renewed by asking for the
// password alone. In local storage rather than a cookie: a cookie would carry it on every request.
// Logout clears it with everything else the app stored for the user (forgetUser.ts).
const KEY = 'signedInEmail';

export function rememberSignedInEmail(email: string | undefined): void {
  try {
    if (email) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a browser setting): the dialog cannot be offered, the login page is.
  }
}

export function readSignedInEmail(): string | undefined {
  try {
    return localStorage.getItem(KEY) || undefined;
  } catch {
    return undefined;
  }
}
