import type { Paged } from '@app/contract';
import type { Language } from '@app/i18n';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResponseSchema } from '@/lib/api-client';
import { getListPage, nextPage } from '@/lib/paged-list';

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
      getListPage(path, schema, { page: pageParam, search: trimmed }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
