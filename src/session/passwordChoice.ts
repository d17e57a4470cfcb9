// Whether the logged-in user must still choose a password: theirs is still their CPF (the
// checkout's first login), which is no secret. Kept per user id in local storage, set at each
// login (the server's `password_change_required`, or a password that is a CPF number) and
// cleared once a password is chosen. While it is set, every page but the checkout gives way to
// the required step (src/app/guards.tsx).
import { readStored, removeStored, writeStored } from '@/lib/safeStorage';
import { readUser } from './cookies';

const keyOf = (userId: number) => `passwordIsCpf:${userId}`;

/** Sets or clears the flag; a browser that refuses storage only loses the step's reminder. */
export function markPasswordIsCpf(userId: number, isCpf: boolean): void {
  if (isCpf) writeStored('local', keyOf(userId), '1');
  else removeStored('local', keyOf(userId));
}

/** Whether the logged-in user's password is still their CPF, as far as this browser knows. */
export function passwordIsStillCpf(): boolean {
  const user = readUser();
  return user !== undefined && readStored('local', keyOf(user.id)) === '1';
}
