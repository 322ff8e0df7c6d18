import { type Id, PER_PAGE_MAX, type UserDonationsResponse } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { LIST_PAGE_SIZE, nextPage } from '@/lib/paged-list';
import {
  PROFILE_GC_TIME,
  PROFILE_STALE_TIME,
  retryOnce,
  sessionQueryMeta,
} from '@/lib/query-client';
import { userQueryKey } from './query-keys';

/** GET /user/{id}/donations?page&per_page (own only): one page of the user's donations, newest first. */
export function getUserDonations(
  id: Id,
  { page, perPage }: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<UserDonationsResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}/donations`, {
    query: { page, per_page: perPage },
    schema: contractSchema('userDonationsResponse'),
    signal,
  });
}

/** The NewsFeed's donations: the newest 100 (one page of the largest size). */
export function userDonationsQueryOptions(id: Id) {
  return queryOptions({
    queryKey: [...userQueryKey(id), 'donations'],
    queryFn: ({ signal }) => getUserDonations(id, { page: 1, perPage: PER_PAGE_MAX }, signal),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUserDonations(id: Id) {
  return useQuery(userDonationsQueryOptions(id));
}

/** Every donation of the user, 20 at a time, newest first: the donor's /orders. */
export function userDonationPagesQueryOptions(id: Id) {
  return infiniteQueryOptions({
    queryKey: [...userQueryKey(id), 'donations', 'pages'],
    queryFn: ({ pageParam, signal }) =>
      getUserDonations(id, { page: pageParam, perPage: LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}
