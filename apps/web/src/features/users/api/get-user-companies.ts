import { type Id, type UserCompaniesResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import {
  PROFILE_GC_TIME,
  PROFILE_STALE_TIME,
  retryOnce,
  sessionQueryMeta,
} from '@/lib/query-client';
import { userQueryKey } from './query-keys';

/** GET /user/{id}/companies: the companies the user runs (directory entries). */
export function getUserCompanies(id: Id, signal?: AbortSignal): Promise<UserCompaniesResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}/companies`, {
    schema: contractSchema('userCompaniesResponse'),
    signal,
  });
}

/** Profile lists are fresh for 5 minutes, retained for 10, and retry once. */
export function userCompaniesQueryOptions(id: Id) {
  return queryOptions({
    queryKey: [...userQueryKey(id), 'companies'],
    queryFn: ({ signal }) => getUserCompanies(id, signal),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUserCompanies(id: Id) {
  return useQuery(userCompaniesQueryOptions(id));
}
