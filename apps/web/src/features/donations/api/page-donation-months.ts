import type { DonationPageType } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageDonationsKey } from './page-donations';

/**
 * GET /page-donations/{type}/{id}/months: the page's money by month, for the chart. Under the
 * page's donations key, so a refund reads it again too.
 */
export function pageDonationMonthsQueryOptions(type: DonationPageType, id: number, months = 12) {
  return queryOptions({
    queryKey: [...pageDonationsKey(type, id), 'months', months],
    queryFn: ({ signal }) =>
      api.get(`/page-donations/${type}/${id}/months`, {
        query: { months },
        schema: contractSchema('pageDonationMonthsResponse'),
        signal,
      }),
  });
}

export const usePageDonationMonths = (type: DonationPageType, id: number, months = 12) =>
  useQuery(pageDonationMonthsQueryOptions(type, id, months));
