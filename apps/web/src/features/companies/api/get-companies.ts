import { getListPage, searchedList } from '@/lib/paged-list';
import { companySearchQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

/** GET /companies?page&per_page&search: one page of companies. */
export function getCompanies(query: { page: number; search?: string }, signal?: AbortSignal) {
  return getListPage('/companies', contractSchema('companyListResponse'), query, signal);
}

/** Searched companies page after page (the discover tab). */
export const { queryOptions: companySearchQueryOptions, useSearch: useCompanySearch } =
  searchedList(companySearchQueryKey, getCompanies);
