import type { Language } from '@app/i18n/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { getNonprofits } from './get-nonprofits';
import { nonprofitOptionsQueryKey } from './query-keys';

/** The non-profit select (fundraiser and company event forms) offers this many at a time. */
export const NONPROFIT_OPTIONS_PER_PAGE = 10;

/** GET /nonprofits?search&page&per_page=10, page after page (Load more / scrolling down). */
export function nonprofitOptionsQueryOptions(search: string, language: Language) {
  const trimmed = search.trim();
  return infiniteListQueryOptions(nonprofitOptionsQueryKey(trimmed, language), (page, signal) =>
    getNonprofits({ page, perPage: NONPROFIT_OPTIONS_PER_PAGE, search: trimmed }, signal),
  );
}

/** Asked only while the list is open; the last matches stay while the next search loads. */
export function useNonprofitOptions(search: string, enabled: boolean) {
  return useInfiniteQuery({
    ...nonprofitOptionsQueryOptions(search, useLanguage()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
