import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { GuestRoute } from './guest-route';
import { lazyScreen } from './lazy-screen';

/** Public screens of signing up and in; the router places them under the root layout. */
export const authRoutes: RouteObject[] = [
  {
    // A signed-in user has no business on /login or /sign-up.
    element: <GuestRoute />,
    children: [
      {
        path: paths.login.path,
        lazy: lazyScreen(
          () => import('./auth/login-screen'),
          (m) => <m.LoginScreen />,
        ),
      },
      {
        path: paths.signUp.path,
        lazy: lazyScreen(
          () => import('./auth/sign-up-screen'),
          (m) => <m.SignUpScreen />,
        ),
      },
    ],
  },
  {
    path: paths.forgotPassword.path,
    lazy: lazyScreen(
      () => import('./auth/forgot-password-screen'),
      (m) => <m.ForgotPasswordScreen />,
    ),
  },
  {
    path: paths.resetPassword.path,
    lazy: lazyScreen(
      () => import('./auth/reset-password-screen'),
      (m) => <m.ResetPasswordScreen />,
    ),
  },
  {
    path: paths.emailChangeUndo.path,
    lazy: lazyScreen(
      () => import('./auth/email-change-undo-screen'),
      (m) => <m.EmailChangeUndoScreen />,
    ),
  },
  {
    path: paths.confirmEmail.path,
    lazy: lazyScreen(
      () => import('./auth/confirm-email-screen'),
      (m) => <m.ConfirmEmailScreen />,
    ),
  },
  {
    path: paths.googleCallback.path,
    lazy: lazyScreen(
      () => import('./auth/oauth-callback-screen'),
      (m) => <m.OAuthCallbackScreen provider="google" />,
    ),
  },
  {
    path: paths.facebookCallback.path,
    lazy: lazyScreen(
      () => import('./auth/oauth-callback-screen'),
      (m) => <m.OAuthCallbackScreen provider="facebook" />,
    ),
  },
  {
    path: paths.authError.path,
    lazy: lazyScreen(
      () => import('./auth/auth-error-screen'),
      (m) => <m.AuthErrorScreen />,
    ),
  },
];
