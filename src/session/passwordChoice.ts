// Whether the logged-in user must still choose a password: theirs is still their CPF (the
// checkout's first login), which is no secret. Kept per user id in local storage, set at each
// login (the server's `password_change_required`, or a password that is a CPF number) and
// cleared once a password is chosen. While it is set, every page but the checkout gives way to
// the required step (src/app/guards.tsx).
import { readUser } from './cookies';

const keyOf = (userId: number) => `passwordIsCpf:${userId}`;

/** Sets or clears the flag; a browser that refuses storage only loses the step's reminder. */
export function markPasswordIsCpf(userId: number, isCpf: boolean): void {
  try {
    if (isCpf) localStorage.setItem(keyOf(userId), '1');
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage refused by a browser setting.
  }
}

/** Whether the logged-in user's password is still their CPF, as far as this browser knows. */
export function passwordIsStillCpf(): boolean {
  const user = readUser();
  try {
    return user !== undefined && localStorage.getItem(keyOf(user.id)) === '1';
  } catch {
    return false;
  }
}
