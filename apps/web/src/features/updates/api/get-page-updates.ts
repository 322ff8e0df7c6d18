import { type Id, type PageUpdatesResponse, type UpdatePageType } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getListPage, nextPage } from '@/lib/paged-list';
import { contractSchema } from '@/lib/api-client';

/** Root of every query about one page's timeline; posting and deleting refresh it. */
export function pageUpdatesQueryKey(type: UpdatePageType, id: Id) {
  return ['page-updates', type, String(id)] as const;
}

/** GET /page-updates/{type}/{id}?page&per_page: the page's timeline, newest first, 20 at a time. */
export function getPageUpdates(
  type: UpdatePageType,
  id: Id,
  page: number,
  signal?: AbortSignal,
): Promise<PageUpdatesResponse> {
  return getListPage(
    `/page-updates/${type}/${encodeURIComponent(String(id))}`,
    contractSchema('pageUpdatesResponse'),
    { page },
    signal,
  );
}

export function pageUpdatesQueryOptions(type: UpdatePageType, id: Id) {
  return infiniteQueryOptions({
    queryKey: [...pageUpdatesQueryKey(type, id), 'list'],
    queryFn: ({ pageParam, signal }) => getPageUpdates(type, id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function usePageUpdates(type: UpdatePageType, id: Id) {
  return useInfiniteQuery(pageUpdatesQueryOptions(type, id));
}
