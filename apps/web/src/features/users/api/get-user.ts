import { type Id, type UserResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { retryOnce, sessionQueryMeta } from '@/lib/query-client';
import { userQueryKey } from './query-keys';

/** GET /user/{id}: the own record in full (e-mail, locale, has_password), anyone else's public part. */
export function getUser(id: Id, signal?: AbortSignal): Promise<UserResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('userResponse'),
    signal,
  });
}

/** The user fetch does not refetch on window focus and, like every profile query, retries once. */
export function userQueryOptions(id: Id) {
  return queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    refetchOnWindowFocus: false,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUser(id: Id) {
  return useQuery(userQueryOptions(id));
}
