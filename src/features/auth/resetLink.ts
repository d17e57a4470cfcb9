// The token and e-mail of a password-reset link. The page takes them out of the address at once,
// so that they stay neither in the address bar, the history, nor a screenshot or a shared link;
// this tab keeps them in session storage, so that a reload still finds them.
import { readStoredJson, removeStored, writeStored } from '@/lib/safeStorage';

const KEY = 'resetPasswordLink';

export interface ResetLink {
  token: string;
  email: string;
}

function readKeptLink(): ResetLink | null {
  const value = readStoredJson('session', KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { token, email } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof email === 'string' ? { token, email } : null;
}

/** Whether the address carries any part of a reset link, to be taken out of it. */
export function addressHasResetLink(query: URLSearchParams): boolean {
  return query.has('token') || query.has('email');
}

/**
 * The link of the address when it has one (kept for this tab from now on), else the one this tab
 * kept; an address with only part of a link is an incomplete link (empty token or e-mail).
 */
export function takeResetLink(query: URLSearchParams): ResetLink {
  if (!addressHasResetLink(query)) return readKeptLink() ?? { token: '', email: '' };
  const link = {
    token: query.get('token')?.trim() ?? '',
    email: query.get('email')?.trim() ?? '',
  };
  // Storage refused (a browser setting): the link works until the page is reloaded.
  writeStored('session', KEY, JSON.stringify(link));
  return link;
}

/** Once the password is reset, the link is spent. */
export function forgetResetLink(): void {
  removeStored('session', KEY);
}
