import { getListPage, searchedList } from '@/lib/paged-list';
import { companyEventSearchQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

/** GET /company-events?page&per_page&search: one page of every company's events. */
export function getCompanyEvents(query: { page: number; search?: string }, signal?: AbortSignal) {
  return getListPage('/company-events', contractSchema('companyEventListResponse'), query, signal);
}

/** Searched company events page after page (the discover tab). */
export const { queryOptions: companyEventSearchQueryOptions, useSearch: useCompanyEventSearch } =
  searchedList(companyEventSearchQueryKey, getCompanyEvents);
