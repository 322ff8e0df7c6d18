import { type Id, userDonationsResponse, type UserDonationsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  PROFILE_GC_TIME,
  PROFILE_STALE_TIME,
  retryOnce,
  sessionQueryMeta,
} from '@/lib/query-client';
import { userQueryKey } from './query-keys';

/** GET /user/{id}/donations (own only): the user's donations for the NewsFeed, newest first. */
export function getUserDonations(id: Id, signal?: AbortSignal): Promise<UserDonationsResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}/donations`, {
    schema: userDonationsResponse,
    signal,
  });
}

export function userDonationsQueryOptions(id: Id) {
  return queryOptions({
    queryKey: [...userQueryKey(id), 'donations'],
    queryFn: ({ signal }) => getUserDonations(id, signal),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUserDonations(id: Id) {
  return useQuery(userDonationsQueryOptions(id));
}
