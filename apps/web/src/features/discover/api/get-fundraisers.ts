import { fundraiserListResponse, type FundraiserListItem } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@app/i18n';
import { pagedListQueryOptions } from './paged-list';

/** GET /fundraisers?page&per_page&search, 20 at a time. */
export function discoverFundraisersQueryOptions(search: string, language: Language) {
  return pagedListQueryOptions<FundraiserListItem>(
    ['fundraisers'],
    '/fundraisers',
    fundraiserListResponse,
    search,
    language,
  );
}

/** Fundraisers for the discover tab: searched, paged, kept on screen while a new search loads. */
export function useDiscoverFundraisers(search: string) {
  return useInfiniteQuery({
    ...discoverFundraisersQueryOptions(search, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
