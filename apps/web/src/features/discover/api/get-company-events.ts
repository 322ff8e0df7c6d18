import { companyEventListResponse, type CompanyEventListItem } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@app/i18n';
import { pagedListQueryOptions } from './paged-list';

/** GET /company-events?page&per_page&search, 20 at a time. */
export function discoverCompanyEventsQueryOptions(search: string, language: Language) {
  return pagedListQueryOptions<CompanyEventListItem>(
    ['company-events'],
    '/company-events',
    companyEventListResponse,
    search,
    language,
  );
}

/** Company events for the discover tab: searched, paged, kept on screen while a new search loads. */
export function useDiscoverCompanyEvents(search: string) {
  return useInfiniteQuery({
    ...discoverCompanyEventsQueryOptions(search, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
