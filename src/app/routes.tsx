import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadTransport } from '../api/transport';
import { i18n } from '../i18n/setup';
import { loadHeldCopy } from '../features/record/view/heldCopy';
import { isCardCodeAddress } from '../lib/cardCode';
import { paths } from '../lib/paths';
import { RequireAuth, RequirePasswordChosen, RootGuard } from './guards';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';
import type { RecordViewLoad } from '../features/record/RecordViewPage';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page: each page is its own chunk, downloaded together with the words it shows
 * and the client's network code, so that once its code is there it does not wait for them.
 */
function page(path: string, load: () => Promise<PageModule>, handle: RouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      const [module] = await Promise.all([
        load(),
        i18n.loadNamespaces(handle.words ?? []),
        handle.showsWithoutCalls ? null : loadTransport(),
      ]);
      return { Component: module.default };
    },
  };
}

const privateHandle = { noindex: true } as const;
const notFoundHandle = { titleKey: 'titles.notFound', showsWithoutCalls: true } as const;

/** The route table of the product spec, section 2. */
export function buildRoutes(layout: ReactNode): RouteObject[] {
  return [
    {
      element: layout,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteError />,
          element: <RequirePasswordChosen />,
          children: [
            page(paths.home, () => import('../features/home/HomePage'), {
              words: ['public'],
              titleKey: 'titles.home',
              overlayHeader: true,
              showsWithoutCalls: true,
            }),
            page(paths.login, () => import('../features/auth/LoginPage'), {
              words: ['account'],
              titleKey: 'titles.login',
            }),
            page(paths.plans, () => import('../features/plans/PlansPage'), {
              words: ['account'],
              titleKey: 'titles.plans',
            }),
            page(paths.checkout, () => import('../features/checkout/CheckoutPage'), {
              words: ['account', 'legal'],
              titleKey: 'titles.checkout',
              noindex: true,
            }),
            page(paths.about, () => import('../features/about/AboutPage'), {
              words: ['about'],
              titleKey: 'titles.about',
            }),
            page(paths.terms, () => import('../features/legal/TermsPage'), {
              words: ['legal'],
              titleKey: 'legal:titles.terms',
              showsWithoutCalls: true,
            }),
            page(paths.privacy, () => import('../features/legal/PrivacyPage'), {
              words: ['legal'],
              titleKey: 'legal:titles.privacy',
              showsWithoutCalls: true,
            }),
            page(paths.forgotPassword, () => import('../features/auth/ForgotPasswordPage'), {
              words: ['account'],
              titleKey: 'titles.forgotPassword',
              noindex: true,
            }),
            page(paths.resetPassword, () => import('../features/auth/ResetPasswordPage'), {
              words: ['account'],
              titleKey: 'titles.resetPassword',
              noindex: true,
            }),
            {
              ...page(paths.recordView, () => import('../features/record/RecordViewPage'), {
                words: ['recordView', 'record'],
                titleKey: 'titles.recordView',
                noindex: true,
                noReferrer: true,
                showsWithoutCalls: true,
              }),
              // The record's reads start from the route, alongside the page's code, not after it;
              // a code that cannot name a card is sent nowhere (the page says no record exists).
              // A printed card's copy is decoded there too, its code loaded only for one.
              loader: async ({ params, request }): Promise<RecordViewLoad> => {
                const cardCode = params.cardCode ?? '';
                if (!isCardCodeAddress(cardCode)) return {};
                // The API's code is not in the entry: most pages need none at start.
                const heldCopy = loadHeldCopy(new URL(request.url).pathname);
                const { preloadWholeRecord } = await import('../api/medicalRecord');
                const preloaded = preloadWholeRecord(cardCode, request.signal);
                return { preloaded, heldCopy: await heldCopy };
              },
            },
            { path: paths.myArea, element: <RootGuard /> },
            {
              element: <RequireAuth />,
              children: [
                page(paths.myCards, () => import('../features/cards/MyCardsPage'), {
                  words: ['account', 'legal'],
                  titleKey: 'titles.myCards',
                  ...privateHandle,
                }),
                page(paths.recordEditor, () => import('../features/record/RecordEditorPage'), {
                  words: ['recordEditor', 'record'],
                  titleKey: 'titles.recordEditor',
                  noReferrer: true,
                  ...privateHandle,
                }),
                page(paths.profile, () => import('../features/profile/ProfilePage'), {
                  words: ['account'],
                  titleKey: 'titles.profile',
                  ...privateHandle,
                }),
                page(
                  paths.choosePassword,
                  () => import('../features/checkout/ChoosePasswordPage'),
                  { words: ['account'], titleKey: 'titles.choosePassword', ...privateHandle },
                ),
              ],
            },
            page(paths.notFound, () => import('./NotFoundPage'), notFoundHandle),
            page('*', () => import('./NotFoundPage'), notFoundHandle),
          ],
        },
      ],
    },
  ];
}
