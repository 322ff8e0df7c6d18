import { nonprofitListResponse, type NonprofitListItem } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@app/i18n';
import { pagedListQueryOptions } from './paged-list';

/** GET /nonprofits?page&per_page&search, 20 at a time. */
export function discoverNonprofitsQueryOptions(search: string, language: Language) {
  return pagedListQueryOptions<NonprofitListItem>(
    ['nonprofits'],
    '/nonprofits',
    nonprofitListResponse,
    search,
    language,
  );
}

/** Non-profits for the discover tab: searched, paged, kept on screen while a new search loads. */
export function useDiscoverNonprofits(search: string) {
  return useInfiniteQuery({
    ...discoverNonprofitsQueryOptions(search, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
