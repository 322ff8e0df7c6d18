import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths, protectedPaths } from '@/config/paths';
import { AuthErrorScreen } from '@/features/auth/screens/auth-error-screen';
import { ForgotPasswordScreen } from '@/features/auth/screens/forgot-password-screen';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { OAuthCallbackScreen } from '@/features/auth/screens/oauth-callback-screen';
import { ResetPasswordScreen } from '@/features/auth/screens/reset-password-screen';
import { SignUpScreen } from '@/features/auth/screens/sign-up-screen';
import { PrivacyPolicy } from '@/features/legal/privacy-policy';
import { TermsAndConditions } from '@/features/legal/terms-and-conditions';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { removeSessionQueries } from '@/lib/query-client';
import { RootLayout } from './layouts/root-layout';
import { campaignScreens } from './routes/campaigns-routes';
import { companyScreens } from './routes/companies-routes';
import { contentRoutes } from './routes/content-routes';
import { discoverRoutes } from './routes/discover-routes';
import { donationRoutes } from './routes/donations-routes';
import { exploreRoutes } from './routes/explore-routes';
import { fundraiserScreens } from './routes/fundraisers-routes';
import { GuestRoute } from './routes/guest-route';
import { HomeRoute } from './routes/home';
import { jobRoutes, jobScreens } from './routes/jobs-routes';
import { nonprofitScreens } from './routes/nonprofits-routes';
import { NotFound } from './routes/not-found';
import { paymentRoutes, paymentScreens } from './routes/payments-routes';
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
      {
        // Spec 2 and this issue: a signed-in user has no business on /login or /sign-up.
        element: <GuestRoute />,
        children: [
          { path: paths.login.path, element: <LoginScreen /> },
          { path: paths.signUp.path, element: <SignUpScreen /> },
        ],
      },
      { path: paths.forgotPassword.path, element: <ForgotPasswordScreen /> },
      { path: paths.resetPassword.path, element: <ResetPasswordScreen /> },
      {
        path: paths.emailChangeUndo.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/screens/email-change-undo-screen'))
            .EmailChangeUndoScreen,
        }),
      },
      { path: paths.googleCallback.path, element: <OAuthCallbackScreen provider="google" /> },
      { path: paths.facebookCallback.path, element: <OAuthCallbackScreen provider="facebook" /> },
      { path: paths.authError.path, element: <AuthErrorScreen /> },
      ...discoverRoutes,
      ...contentRoutes,
      ...exploreRoutes,
      ...donationRoutes,
      ...paymentRoutes,
      ...jobRoutes,
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
