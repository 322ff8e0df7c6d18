import { type FollowsListResponse, type Id } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import {
  PROFILE_GC_TIME,
  PROFILE_STALE_TIME,
  retryOnce,
  sessionQueryMeta,
} from '@/lib/query-client';

/** Root of every follows query: following or unfollowing invalidates all of them. */
export const followsQueryKey = ['follows'] as const;

/** GET /user/{id}/follows (own only): what the user follows, newest first. */
export function getUserFollows(id: Id, signal?: AbortSignal): Promise<FollowsListResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}/follows`, {
    schema: contractSchema('followsListResponse'),
    signal,
  });
}

export function userFollowsQueryOptions(id: Id) {
  return queryOptions({
    queryKey: [...followsQueryKey, 'user', String(id)],
    queryFn: ({ signal }) => getUserFollows(id, signal),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUserFollows(id: Id) {
  return useQuery(userFollowsQueryOptions(id));
}
