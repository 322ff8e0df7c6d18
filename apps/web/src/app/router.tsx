import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PrivacyPolicy } from '@/features/legal/privacy-policy';
import { TermsAndConditions } from '@/features/legal/terms-and-conditions';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { RootLayout } from './layouts/root-layout';
import { paths, protectedPaths } from './paths';
import { HomeRoute } from './routes/home';
import { NotFound } from './routes/not-found';
import { ProtectedRoute } from './routes/protected-route';

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
      {
        element: <ProtectedRoute />,
        children: protectedPaths.map((path) => ({ path, element: <NotFound /> })),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));

  useEffect(() => {
    // Spec 4: a 401 clears the session (done by the api-client) and goes to /login.
    setUnauthorizedHandler(() => {
      void router.navigate(paths.login.href(), {
        state: { from: router.state.location },
      });
    });
    return () => setUnauthorizedHandler(() => {});
  }, [router]);

  return <RouterProvider router={router} />;
}
