import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { bootView } from '../bootHandoff/bootView';
import { endLoadingFrame } from '../bootHandoff/loadingFrame';
import { isBarePath } from '../lib/paths';
import { DocumentMeta } from './DocumentMeta';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeftAccountNotice, useLeftAccount } from './LeftAccountNotice';
import { PageLoading } from './PageLoading';
import { shellClasses } from '../styles/shellClasses';
import { isRouteHandle } from './routeHandle';
import { scrollKey } from './scrollKey';
import { useFocusOnNavigation } from './useFocusOnNavigation';

export function Layout({ demoBadge }: { demoBadge?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { pathname } = location;
  // The page the boot script stood in for keeps the scroll its reader gave it: the router's reset
  // to the top would move it under their eyes when the app takes its place. Every page after it
  // scrolls as usual.
  const [bootPageKey] = useState(() => (bootView() ? location.key : null));
  const matches = useMatches();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  const handle = matches
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const bare = isBarePath(pathname) || handle?.titleKey === 'titles.notFound';
  const leftAccount = useLeftAccount();
  // The boot script's loading frame goes in the commit that shows this layout.
  useLayoutEffect(endLoadingFrame, []);

  return (
    <div className={shellClasses.layout}>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('common.skipToContent')}
      </a>
      <DocumentMeta />
      {/* A header laid over the page's top would cover the message about leaving the account. */}
      {bare ? null : <Header overlay={Boolean(handle?.overlayHeader) && !leftAccount} />}
      <main ref={mainRef} id="conteudo" tabIndex={-1} className={shellClasses.main}>
        {leftAccount ? <LeftAccountNotice reason={leftAccount} /> : null}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {bare ? null : <Footer />}
      {demoBadge}
      {location.key === bootPageKey ? null : <ScrollRestoration getKey={scrollKey} />}
    </div>
  );
}
