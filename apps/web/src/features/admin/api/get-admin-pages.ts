import type { AdminPagesQuery, AdminPagesResponse } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { adminPagesQueryKey } from './query-keys';

/** What the console's pages list is narrowed by; an empty search is left out. */
export type AdminPagesFilters = Pick<AdminPagesQuery, 'type' | 'filter'> & { search?: string };

const PAGES_PAGE_SIZE = 25;

/** GET /admin/pages: one page of every kind of page, newest first. */
export function getAdminPages(
  filters: AdminPagesFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminPagesResponse> {
  return api.get('/admin/pages', {
    query: {
      page,
      per_page: PAGES_PAGE_SIZE,
      type: filters.type,
      filter: filters.filter,
      search: filters.search?.trim() || undefined,
    },
    schema: contractSchema('adminPagesResponse'),
    signal,
  });
}

export function useAdminPages(filters: AdminPagesFilters) {
  return useInfiniteQuery(
    infiniteListQueryOptions(adminPagesQueryKey(filters), (page, signal) =>
      getAdminPages(filters, page, signal),
    ),
  );
}
