import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { Layout } from '@/app/Layout';
import { buildRoutes } from '@/app/routes';
import { i18n, i18nReady } from '@/i18n/setup';
import type { Language } from '@/i18n/languages';

/**
 * user-event waits a timer between two keys. Under fake timers that timer fires only when the
 * fake clock moves (every 20 ms of real time with `shouldAdvanceTime`), so the clock is moved by
 * the wait user-event asks for, as its documentation says to.
 */
function advanceFakeTimers(ms: number): void {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}

/** Mounts the real providers and route table at `path`, in Portuguese unless told otherwise. */
export async function renderApp(path: string, language: Language = 'pt') {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(buildRoutes(<Layout />), { initialEntries: [path] });
  // Before each pointer action user-event looks up every ancestor's computed pointer-events: in
  // jsdom, without the app's style sheets, only an inline style could set it, and the look-up was
  // a tenth of a form test's time.
  const user = userEvent.setup({
    advanceTimers: advanceFakeTimers,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
