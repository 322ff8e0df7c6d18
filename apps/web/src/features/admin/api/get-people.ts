import type { AdminUsersQuery, AdminUsersResponse } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { peopleQueryKey } from './query-keys';

/** What the people list is narrowed by (an empty search is left out). */
export interface PeopleFilters {
  search?: string;
  filter?: AdminUsersQuery['filter'];
}

const PEOPLE_PAGE_SIZE = 25;

/** GET /admin/users: accounts by name or e-mail address, newest first. */
export function getPeople(
  filters: PeopleFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const query: Record<string, string | number> = { page, per_page: PEOPLE_PAGE_SIZE };
  if (filters.search?.trim()) query.search = filters.search.trim();
  if (filters.filter) query.filter = filters.filter;
  return api.get('/admin/users', {
    query,
    schema: contractSchema('adminUsersResponse'),
    signal,
  });
}

export function usePeople(filters: PeopleFilters) {
  return useInfiniteQuery(
    infiniteListQueryOptions(peopleQueryKey(filters), (page, signal) =>
      getPeople(filters, page, signal),
    ),
  );
}
