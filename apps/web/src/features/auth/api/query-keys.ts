import type { OAuthProvider } from '@app/contract';

/** Query keys of the auth feature: every auth query starts with `authQueryKey`. */
const authQueryKey = ['auth'] as const;

/** GET /auth/providers: which social sign-ins are configured. */
export const authProvidersQueryKey = [...authQueryKey, 'providers'] as const;

/** The OAuth callback's exchange of the provider's answer (`search`) for a session. */
export const oauthCallbackQueryKey = (provider: OAuthProvider, search: string) =>
  [...authQueryKey, 'callback', provider, search] as const;

/** GET /user/security: the own second factors and recovery codes left. */
export const securitySettingsQueryKey = [...authQueryKey, 'security'] as const;

/** GET /user/sessions: the own sessions that are still open. */
export const accountSessionsQueryKey = [...authQueryKey, 'sessions'] as const;
