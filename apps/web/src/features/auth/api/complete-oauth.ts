import { type LoginResponse, type OAuthProvider } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { oauthCallbackQueryKey } from './query-keys';

/**
 * GET /auth/{provider}/callback with the query string the provider sent the browser back with
 * (code and state). Answers a session, the second step of an account with a second factor, or a
 * 4xx `{ message, error }`. A link started from the settings needs the session of the account it
 * links to (the answer is a new session of that account, set as the cookie); a sign-in's answer
 * is a new session whatever the browser sent.
 */
export function completeOAuth(
  provider: OAuthProvider,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<LoginResponse> {
  return api.get(`/auth/${provider}/callback`, {
    query,
    schema: contractSchema('loginResponse'),
    signal,
    redirectOn401: false,
  });
}

/**
 * The code of the query string can be used once: a query (not a mutation) makes a second mount
 * (React strict mode, a re-render) reuse the one call instead of sending the code twice.
 */
export function completeOAuthQueryOptions(provider: OAuthProvider, search: string) {
  return queryOptions({
    queryKey: oauthCallbackQueryKey(provider, search),
    queryFn: () => completeOAuth(provider, Object.fromEntries(new URLSearchParams(search))),
    retry: false,
    staleTime: Infinity,
    gcTime: 60 * 1000,
  });
}

export function useCompleteOAuth(provider: OAuthProvider, search: string, enabled: boolean) {
  return useQuery({ ...completeOAuthQueryOptions(provider, search), enabled });
}
