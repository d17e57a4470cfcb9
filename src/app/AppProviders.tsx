import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  loadedToastLibrary,
  loadToastLibraryAfterFirstInput,
  subscribeToToastLibrary,
} from '../lib/toastLibrary';
import { SessionProvider, type RevokeSession } from '../session/SessionContext';

export const TOAST_DURATION_MS = 4000;

/**
 * The toasts (top centre, 4 s, green/red; react-hot-toast keeps at most 20). The library is not in
 * the entry chunk (see lib/toastLibrary.ts): the Toaster mounts once it has loaded, and then shows
 * the toasts asked for before it was there.
 */
function Toasts() {
  const library = useSyncExternalStore(subscribeToToastLibrary, loadedToastLibrary);
  const waiting = !library;
  useEffect(() => (waiting ? loadToastLibraryAfterFirstInput() : undefined), [waiting]);
  if (!library) return null;
  const { Toaster } = library;
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        success: { style: { background: '#166534', color: '#ffffff' } },
        error: { style: { background: '#b91c1c', color: '#ffffff' } },
      }}
    />
  );
}

/** Logout's call to the API, with the client's code loaded only then. */
const revokeSession: RevokeSession = (token, signal) =>
  import('../api/auth').then(({ logout }) => logout(token, signal));

/** Everything around the router: the session and the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider revokeSession={revokeSession}>
      {children}
      <Toasts />
    </SessionProvider>
  );
}
