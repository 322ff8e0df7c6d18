import type { AdminTranslationsResponse } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { adminTranslationsQueryKey } from './query-keys';

export interface TranslationFilters {
  search: string;
  /** Only the keys without a Dutch text. */
  missing: boolean;
}

const TRANSLATIONS_PAGE_SIZE = 50;

/** GET /admin/translations: keys without Dutch first, then by key, 50 at a time. */
export function getAdminTranslations(
  { search, missing }: TranslationFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminTranslationsResponse> {
  return api.get('/admin/translations', {
    query: {
      page,
      per_page: TRANSLATIONS_PAGE_SIZE,
      search: search.trim() || undefined,
      missing: missing ? '1' : undefined,
    },
    schema: contractSchema('adminTranslationsResponse'),
    signal,
  });
}

export function useAdminTranslations(filters: TranslationFilters) {
  const trimmed = { ...filters, search: filters.search.trim() };
  return useInfiniteQuery({
    ...infiniteListQueryOptions(adminTranslationsQueryKey(trimmed), (page, signal) =>
      getAdminTranslations(trimmed, page, signal),
    ),
    // The table stays while a new search loads, so the search box keeps its place.
    placeholderData: keepPreviousData,
  });
}
