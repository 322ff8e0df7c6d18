import { PER_PAGE_DEFAULT, type Paged } from '@app/contract';
import type { Language } from '@app/i18n/core';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Lists load 20 at a time. */
export const LIST_PAGE_SIZE = PER_PAGE_DEFAULT;

/** GET {path}?page&per_page[&search]: one page of a list. */
export function getListPage<R extends Paged<unknown>>(
  path: string,
  schema: ResponseSchema<R>,
  { page, search }: { page: number; search?: string },
  signal?: AbortSignal,
): Promise<R> {
  return api.get(path, {
    query: { page, per_page: LIST_PAGE_SIZE, search: search?.trim() || undefined },
    schema,
    signal,
  });
}

/** The next page while `current_page < last_page` (infinite scroll). */
export function nextPage(last: Paged<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}

/**
 * A list read page by page for infinite scroll: from page 1, the next one while there is
 * one. `getPage` is the endpoint's own fetcher, `queryKey` comes from the feature's key factory.
 */
export function infiniteListQueryOptions<R extends Paged<unknown>>(
  queryKey: QueryKey,
  getPage: (page: number, signal: AbortSignal) => Promise<R>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/**
 * A searched list read page by page, 20 at a time (the discover tabs, the donate chooser): its
 * queryOptions, and its hook, which keeps the last results on screen while a new search loads.
 * `queryKey` is the feature's key factory, `getPage` the endpoint's fetcher; the search is
 * trimmed for both.
 */
export function searchedList<R extends Paged<unknown>>(
  queryKey: (search: string, language: Language) => QueryKey,
  getPage: (query: { page: number; search: string }, signal: AbortSignal) => Promise<R>,
) {
  function queryOptions(search: string, language: Language) {
    const trimmed = search.trim();
    return infiniteListQueryOptions(queryKey(trimmed, language), (page, signal) =>
      getPage({ page, search: trimmed }, signal),
    );
  }
  function useSearch(search: string) {
    return useInfiniteQuery({
      ...queryOptions(search, useLanguage()),
      placeholderData: keepPreviousData,
    });
  }
  return { queryOptions, useSearch };
}
