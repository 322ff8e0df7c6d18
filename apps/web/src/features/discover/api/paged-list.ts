import { PER_PAGE_DEFAULT, type PagedMeta } from '@app/contract';
import type { Language } from '@app/i18n';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client';

/** Spec 9: lists load 20 at a time. */
export const DISCOVER_PAGE_SIZE = PER_PAGE_DEFAULT;

export interface Paged<T> {
  data: T[];
  meta: PagedMeta;
}

/** GET {path}?page&per_page&search: one page of a list. */
export function getPage<T>(
  path: string,
  schema: ResponseSchema<Paged<T>>,
  { page, search }: { page: number; search?: string },
  signal?: AbortSignal,
): Promise<Paged<T>> {
  return api.get(path, {
    query: { page, per_page: DISCOVER_PAGE_SIZE, search: search?.trim() || undefined },
    schema,
    signal,
  });
}

/** The next page while `current_page < last_page` (spec 9, infinite scroll). */
export function nextPage(last: Paged<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}

/**
 * A list read page by page for infinite scroll. The key holds the search and the language (the
 * api-client sends it, and labels and descriptions come back in it).
 */
export function pagedListQueryOptions<T>(
  key: readonly string[],
  path: string,
  schema: ResponseSchema<Paged<T>>,
  search: string,
  language: Language,
) {
  const trimmed = search.trim();
  return infiniteQueryOptions({
    queryKey: [...key, 'infinite', { search: trimmed }, language],
    queryFn: ({ pageParam, signal }) =>
      getPage(path, schema, { page: pageParam, search: trimmed }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
