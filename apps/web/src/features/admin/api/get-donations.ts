import type { AdminDonationsQuery, AdminDonationsResponse } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { adminDonationsQueryKey } from './query-keys';

/** What the donations list is narrowed by (empty values are left out). */
export type AdminDonationFilters = Partial<
  Record<'search' | 'page_name' | 'from' | 'to', string> & {
    status: AdminDonationsQuery['status'];
  }
>;

const DONATIONS_PAGE_SIZE = 25;

/** GET /admin/donations: every donation the filters match, newest first. */
export function getAdminDonations(
  filters: AdminDonationFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminDonationsResponse> {
  const query: Record<string, string | number> = { page, per_page: DONATIONS_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim()) query[key] = value.trim();
  }
  return api.get('/admin/donations', {
    query,
    schema: contractSchema('adminDonationsResponse'),
    signal,
  });
}

export function useAdminDonations(filters: AdminDonationFilters) {
  return useInfiniteQuery(
    infiniteListQueryOptions(adminDonationsQueryKey(filters), (page, signal) =>
      getAdminDonations(filters, page, signal),
    ),
  );
}
