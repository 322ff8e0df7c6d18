import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AuthErrorScreen } from './auth/auth-error-screen';
import { ForgotPasswordScreen } from './auth/forgot-password-screen';
import { LoginScreen } from './auth/login-screen';
import { OAuthCallbackScreen } from './auth/oauth-callback-screen';
import { ResetPasswordScreen } from './auth/reset-password-screen';
import { SignUpScreen } from './auth/sign-up-screen';
import { GuestRoute } from './guest-route';

/** Public screens of signing up and in (spec 2); the router places them under the root layout. */
export const authRoutes: RouteObject[] = [
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
      Component: (await import('./auth/email-change-undo-screen')).EmailChangeUndoScreen,
    }),
  },
  { path: paths.googleCallback.path, element: <OAuthCallbackScreen provider="google" /> },
  { path: paths.facebookCallback.path, element: <OAuthCallbackScreen provider="facebook" /> },
  { path: paths.authError.path, element: <AuthErrorScreen /> },
];
