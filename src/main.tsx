import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { DemoBadge } from './app/DemoBadge';
import { Layout } from './app/Layout';
import { buildRoutes } from './app/routes';
import { i18nReady } from './i18n/setup';
import { bootView } from './lib/bootView';
import './index.css';

async function boot() {
  // The demo backend is its own chunk, loaded only when no API is configured; the test is on the
  // build-time value itself so that a build with an API URL drops the chunk.
  const demo = import.meta.env.VITE_API_URL ? null : await import('./mocks/browser');
  await demo?.startDemoBackend();

  // Creating the router starts the first route at once: its page's code, its words and, on the
  // record view, the record's reads go out together with the shell's words, not after them.
  const badge = demo ? <DemoBadge onReset={demo.resetDemoData} /> : null;
  const router = createBrowserRouter(buildRoutes(<Layout demoBadge={badge} />));
  await i18nReady;
  // On the record view the boot script paints the summary first; the app's work waits for it.
  await bootView()?.ready;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
