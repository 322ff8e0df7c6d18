import { type AuthProvidersResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { authProvidersQueryKey } from './query-keys';

/** GET /auth/providers: which external sign-in providers this installation has configured. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return api.get('/auth/providers', { schema: contractSchema('authProvidersResponse'), signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => getAuthProviders(signal),
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
