import { companyListResponse, type CompanyListItem } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@app/i18n';
import { pagedListQueryOptions } from './paged-list';

/** GET /companies?page&per_page&search, 20 at a time. */
export function discoverCompaniesQueryOptions(search: string, language: Language) {
  return pagedListQueryOptions<CompanyListItem>(
    ['companies'],
    '/companies',
    companyListResponse,
    search,
    language,
  );
}

/** Companies for the discover tab: searched, paged, kept on screen while a new search loads. */
export function useDiscoverCompanies(search: string) {
  return useInfiniteQuery({
    ...discoverCompaniesQueryOptions(search, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
