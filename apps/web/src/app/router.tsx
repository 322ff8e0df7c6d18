import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { hydrateWaitingParts } from '@/components/ui/hydrate-when-near';
import { RouteError } from '@/components/errors/route-error';
import { paths, protectedPaths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { removeSessionQueries } from '@/lib/query-client';
import { RootLayout } from './layouts/root-layout';
import { RouteSkeleton } from './layouts/route-skeleton';
import { authRoutes } from './routes/auth-routes';
import { campaignScreens } from './routes/campaigns-routes';
import { companyScreens } from './routes/companies-routes';
import { contentRoutes } from './routes/content-routes';
import { discoverRoutes } from './routes/discover-routes';
import { donationRoutes } from './routes/donations-routes';
import { exploreRoutes } from './routes/explore-routes';
import { fundraiserScreens } from './routes/fundraisers-routes';
import { jobRoutes, jobScreens } from './routes/jobs-routes';
import { lazyScreen } from './routes/lazy-screen';
import { nonprofitScreens } from './routes/nonprofits-routes';
import { outboxRoutes } from './routes/outbox-routes';
import { paymentRoutes, paymentScreens } from './routes/payments-routes';
import { privacyRoutes } from './routes/privacy-routes';
import { teamRoutes } from './routes/team-routes';
import { ProtectedRoute } from './routes/protected-route';
import type { ScreenTable } from './routes/screen-table';
import { settingsScreens } from './routes/settings-routes';
import { subscriptionRoutes } from './routes/subscriptions-routes';

const notFound = lazyScreen(
  () => import('./routes/not-found'),
  (m) => <m.NotFound />,
);

/** Protected screens built so far; the other protected paths show not-found behind the guard. */
const protectedScreens: ScreenTable = {
  [paths.profile.path]: lazyScreen(
    () => import('./routes/profile/profile'),
    (m) => <m.ProfileRoute />,
  ),
  ...companyScreens,
  ...nonprofitScreens,
  ...fundraiserScreens,
  ...campaignScreens,
  ...paymentScreens,
  ...jobScreens,
  ...settingsScreens,
  [paths.orders.path]: lazyScreen(
    () => import('./routes/orders/orders-screen'),
    (m) => <m.OrdersScreen />,
  ),
  // The operator's console: one chunk a visitor never loads, sections on demand.
  [paths.admin.path]: lazyScreen(
    () => import('./routes/admin/console-screen'),
    (m) => <m.ConsoleScreen />,
  ),
};

/**
 * Screens built so far. Every other path of the product falls through to the not-found page;
 * protected ones pass the sign-in guard first, so the guard already holds for them. Every screen
 * loads on demand; until the first one has arrived, the layout shows a skeleton.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: (
      <RootLayout>
        <RouteSkeleton />
      </RootLayout>
    ),
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.path,
        lazy: lazyScreen(
          () => import('./routes/home'),
          (m) => <m.HomeRoute />,
        ),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: lazyScreen(
          () => import('./routes/legal/privacy-policy'),
          (m) => <m.PrivacyPolicy />,
        ),
      },
      {
        path: paths.termsAndConditions.path,
        lazy: lazyScreen(
          () => import('./routes/legal/terms-and-conditions'),
          (m) => <m.TermsAndConditions />,
        ),
      },
      ...authRoutes,
      ...discoverRoutes,
      ...contentRoutes,
      ...exploreRoutes,
      ...donationRoutes,
      ...paymentRoutes,
      ...jobRoutes,
      ...privacyRoutes,
      ...teamRoutes,
      ...subscriptionRoutes,
      ...outboxRoutes,
      {
        element: <ProtectedRoute />,
        children: protectedPaths.map((path) => ({
          path,
          lazy: protectedScreens[path] ?? notFound,
        })),
      },
      { path: '*', lazy: notFound },
    ],
  },
];

/**
 * Loads the screens of `location` before the app's first render, so that it renders the page at
 * once (hydrating the server's rendering of it: ADR 019) instead of a skeleton first.
 */
export async function loadFirstScreen(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * ReactDOM.flushSync for the RouterProvider, so `navigate(to, { flushSync: true })` commits the
 * new page at once (used when signing out from a protected page, before the session is cleared).
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}

/** The app's router: the browser's address, the screens of `routes`. */
export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * Makes the app's router. main.tsx calls it in a task of its own before the first render, not
 * while React takes the page over: it reads the page's session storage for the first time (the
 * browser loads it then) and matches the address, 12.7 ms unthrottled in one piece of the
 * hydration that React could not cut (a fundraiser's CPU profile).
 */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    // The app runs the page now (after hydrating the server's rendering, ADR 019): what waits
    // for that (the e2e journeys) can tell.
    document.documentElement.dataset.app = 'ready';
  }, []);

  useEffect(
    // On the way to another screen, the parts of the server-rendered page that stay (the footer) run too.
    () =>
      router.subscribe((state) => {
        if (state.navigation.state !== 'idle') void hydrateWaitingParts();
      }),
    [router],
  );

  useEffect(() => {
    // A 401 clears the session (done by the api-client) and goes to /login.
    setUnauthorizedHandler(() => {
      removeSessionQueries(queryClient);
      void router.navigate(paths.login.href(), {
        state: { from: router.state.location },
      });
    });
    return () => setUnauthorizedHandler(() => {});
  }, [router, queryClient]);

  return <RouterProvider router={router} flushSync={routerFlushSync} />;
}
