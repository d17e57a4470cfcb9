import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SessionProvider } from '../session/SessionContext';

export const TOAST_DURATION_MS = 4000;

/** Everything around the router: the session and the toasts (top centre, 4 s, green/red). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS,
          success: { style: { background: '#166534', color: '#ffffff' } },
          error: { style: { background: '#b91c1c', color: '#ffffff' } },
        }}
      />
    </SessionProvider>
  );
}
