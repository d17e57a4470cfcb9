import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RequireAuth, RootGuard } from './guards';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

type PageModule = { default: ComponentType };

/** A lazily loaded page: each page is its own chunk. */
function page(path: string, load: () => Promise<PageModule>, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const privateHandle = { noindex: true } as const;

/** The route table of SPEC.md section 2. */
export function buildRoutes(layout: ReactNode): RouteObject[] {
  return [
    {
      element: layout,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            page(paths.home, () => import('../features/home/HomePage'), {
              titleKey: 'titles.home',
              overlayHeader: true,
            }),
            page(paths.login, () => import('../features/auth/LoginPage'), {
              titleKey: 'titles.login',
            }),
            page(paths.plans, () => import('../features/plans/PlansPage'), {
              titleKey: 'titles.plans',
            }),
            page(paths.checkout, () => import('../features/checkout/CheckoutPage'), {
              titleKey: 'titles.checkout',
              noindex: true,
            }),
            page(paths.about, () => import('../features/about/AboutPage'), {
              titleKey: 'titles.about',
            }),
            page(paths.forgotPassword, () => import('../features/auth/ForgotPasswordPage'), {
              titleKey: 'titles.forgotPassword',
              noindex: true,
            }),
            page(paths.resetPassword, () => import('../features/auth/ResetPasswordPage'), {
              titleKey: 'titles.resetPassword',
              noindex: true,
            }),
            {
              ...page(paths.recordView, () => import('../features/record/RecordViewPage'), {
                titleKey: 'titles.recordView',
                noindex: true,
                noReferrer: true,
              }),
              // The record's reads start from the route, alongside the page's code, not after it.
              loader: async ({ params, request }) => {
                const { preloadRecordReads } = await import('../features/record/view/recordReads');
                return { preloaded: preloadRecordReads(params.cardNumber ?? '', request.signal) };
              },
            },
            { path: paths.myArea, element: <RootGuard /> },
            {
              element: <RequireAuth />,
              children: [
                page(paths.myCards, () => import('../features/cards/MyCardsPage'), {
                  titleKey: 'titles.myCards',
                  ...privateHandle,
                }),
                page(paths.recordEditor, () => import('../features/record/RecordEditorPage'), {
                  titleKey: 'titles.recordEditor',
                  noReferrer: true,
                  ...privateHandle,
                }),
                page(paths.profile, () => import('../features/profile/ProfilePage'), {
                  titleKey: 'titles.profile',
                  ...privateHandle,
                }),
              ],
            },
            page(paths.notFound, () => import('./NotFoundPage'), { titleKey: 'titles.notFound' }),
            page('*', () => import('./NotFoundPage'), { titleKey: 'titles.notFound' }),
          ],
        },
      ],
    },
  ];
}
