import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, RouterProvider } from 'react-router-dom';
import { i18nReady } from '../i18n/setup';
import { holdCardFragment } from '../lib/cardFragment';
import { followNavigations } from '../lib/vanishedCode';
import { AppProviders } from './AppProviders';
import { Layout } from './Layout';
import { buildRoutes } from './routes';

/** Starts the app: the demo backend when no API is configured, the router, the first render. */
export async function startApp(): Promise<void> {
  // The demo backend is its own chunk, loaded only when no API is configured. The test is on the
  // build's constant itself (src/lib/env.ts's `isDemo` is the same), not on an import of it: the
  // bundler drops the chunk only for a condition it can read in place.
  // The badge comes with it: a build with an API holds neither (nor the dialog the badge opens).
  const [demo, badgeModule] = import.meta.env.DEMO_BACKEND
    ? await Promise.all([import('../mocks/browser'), import('./DemoBadge')])
    : [null, null];
  await demo?.startDemoBackend();

  // Creating the router starts the first route at once: its page's code, its words and, on the
  // record view, the record's reads go out together with the shell's words, not after them.
  const badge = demo && badgeModule ? <badgeModule.DemoBadge onReset={demo.resetDemoData} /> : null;
  // Before the router reads the address: a printed card's copy leaves it (the boot script may
  // have taken it already).
  holdCardFragment();
  const router = createBrowserRouter(buildRoutes(<Layout demoBadge={badge} />));
  followNavigations(() => {
    const going = router.state.navigation.location;
    return going ? createPath(going) : null;
  });
  await i18nReady;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // A transition: React renders the first screen in short slices, as the router's own updates,
  // rather than in one long task right after the entry's code has run.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
