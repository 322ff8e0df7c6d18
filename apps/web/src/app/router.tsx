import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths, protectedPaths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { removeSessionQueries } from '@/lib/query-client';
import { RootLayout } from './layouts/root-layout';
import { authRoutes } from './routes/auth-routes';
import { campaignScreens } from './routes/campaigns-routes';
import { companyScreens } from './routes/companies-routes';
import { contentRoutes } from './routes/content-routes';
import { discoverRoutes } from './routes/discover-routes';
import { donationRoutes } from './routes/donations-routes';
import { exploreRoutes } from './routes/explore-routes';
import { fundraiserScreens } from './routes/fundraisers-routes';
import { HomeRoute } from './routes/home';
import { jobRoutes, jobScreens } from './routes/jobs-routes';
import { PrivacyPolicy } from './routes/legal/privacy-policy';
import { TermsAndConditions } from './routes/legal/terms-and-conditions';
import { nonprofitScreens } from './routes/nonprofits-routes';
import { NotFound } from './routes/not-found';
import { paymentRoutes, paymentScreens } from './routes/payments-routes';
import { privacyRoutes } from './routes/privacy-routes';
import { ProfileRoute } from './routes/profile/profile';
import { ProtectedRoute } from './routes/protected-route';

/** Protected screens built so far; the other protected paths show not-found behind the guard. */
const protectedScreens: Record<string, RouteObject['element']> = {
  [paths.profile.path]: <ProfileRoute />,
  ...companyScreens,
  ...nonprofitScreens,
  ...fundraiserScreens,
  ...campaignScreens,
  ...paymentScreens,
  ...jobScreens,
};

/**
 * Screens built so far. Every other path of spec 2 falls through to the not-found page;
 * protected ones pass the sign-in guard first, so the guard already holds for them.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicy /> },
      { path: paths.termsAndConditions.path, element: <TermsAndConditions /> },
      ...authRoutes,
      ...discoverRoutes,
      ...contentRoutes,
      ...exploreRoutes,
      ...donationRoutes,
      ...paymentRoutes,
      ...jobRoutes,
      ...privacyRoutes,
      {
        element: <ProtectedRoute />,
        children: protectedPaths.map((path) => ({
          path,
          element: protectedScreens[path] ?? <NotFound />,
        })),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * ReactDOM.flushSync for the RouterProvider, so `navigate(to, { flushSync: true })` commits the
 * new page at once (used when signing out from a protected page, before the session is cleared).
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  const queryClient = useQueryClient();

  useEffect(() => {
    // Spec 4: a 401 clears the session (done by the api-client) and goes to /login.
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
