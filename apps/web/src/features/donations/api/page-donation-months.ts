import type { DonationPageType, PageDonationMonthsQuery } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageDonationsKey } from './page-donations';

/** The list's filter (no page), and how many months when there is no `from`. */
export type PageDonationMonthsFilter = Partial<PageDonationMonthsQuery>;

/**
 * GET /page-donations/{type}/{id}/months: the page's money by month over the list's filter, for
 * the chart. Under the page's donations key, so a refund reads it again too.
 */
export function pageDonationMonthsQueryOptions(
  type: DonationPageType,
  id: number,
  filter: PageDonationMonthsFilter = {},
) {
  const query = Object.fromEntries(
    Object.entries({ months: 12, ...filter }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  return queryOptions({
    queryKey: [...pageDonationsKey(type, id), 'months', query],
    queryFn: ({ signal }) =>
      api.get(`/page-donations/${type}/${id}/months`, {
        query,
        schema: contractSchema('pageDonationMonthsResponse'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const usePageDonationMonths = (
  type: DonationPageType,
  id: number,
  filter: PageDonationMonthsFilter = {},
) => useQuery(pageDonationMonthsQueryOptions(type, id, filter));
