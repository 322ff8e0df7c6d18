import type { Language } from '@app/i18n';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { nextPage } from '@/lib/paged-list';
import { getNonprofits, nonprofitsQueryKey } from './get-nonprofits';

/** The non-profit select (fundraiser and company event forms) offers this many at a time. */
export const NONPROFIT_OPTIONS_PER_PAGE = 10;

/** GET /nonprofits?search&page&per_page=10, page after page (Load more / scrolling down). */
export function nonprofitOptionsQueryOptions(search: string, language: Language) {
  const trimmed = search.trim();
  return infiniteQueryOptions({
    queryKey: [...nonprofitsQueryKey, 'options', { search: trimmed }, language],
    queryFn: ({ pageParam, signal }) =>
      getNonprofits(
        { page: pageParam, perPage: NONPROFIT_OPTIONS_PER_PAGE, search: trimmed },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Asked only while the list is open; the last matches stay while the next search loads. */
export function useNonprofitOptions(search: string, enabled: boolean) {
  return useInfiniteQuery({
    ...nonprofitOptionsQueryOptions(search, useLanguage()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
