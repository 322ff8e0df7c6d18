import { type PageUpdatesResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getListPage, nextPage } from '@/lib/paged-list';
import { sessionQueryMeta } from '@/lib/query-client';
import { contractSchema } from '@/lib/api-client';

/** Root of the signed-in user's NewsFeed queries. */
export const newsfeedQueryKey = ['newsfeed'] as const;

/**
 * GET /newsfeed?page&per_page (signed in): updates of the companies, non-profits and
 * fundraisers the user follows, newest first, 20 at a time.
 */
export function getNewsfeed(page: number, signal?: AbortSignal): Promise<PageUpdatesResponse> {
  return getListPage('/newsfeed', contractSchema('pageUpdatesResponse'), { page }, signal);
}

export function newsfeedQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...newsfeedQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getNewsfeed(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // Another person signing in on this browser must not see this user's feed.
    meta: sessionQueryMeta,
  });
}

export function useNewsfeed() {
  return useInfiniteQuery(newsfeedQueryOptions());
}
