import { type DonationPageType, type PageDonationsQuery, type RefundBody } from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';

/** What the owner filters by; empty values are left out of the request. */
export type PageDonationsFilter = Partial<Omit<PageDonationsQuery, 'per_page'>>;

const queryOf = (filter: PageDonationsFilter) =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );

export const pageDonationsKey = (type: DonationPageType, id: number) =>
  ['page-donations', type, id] as const;

/** GET /page-donations/{type}/{id}: one page of the filtered donations, with the totals. */
export function pageDonationsQueryOptions(
  type: DonationPageType,
  id: number,
  filter: PageDonationsFilter,
) {
  return queryOptions({
    queryKey: [...pageDonationsKey(type, id), filter],
    queryFn: ({ signal }) =>
      api.get(`/page-donations/${type}/${id}`, {
        query: { ...queryOf(filter), per_page: 20 },
        schema: contractSchema('pageDonationsResponse'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The same filter as a file saved by the browser: CSV, or an Excel workbook (xlsx); both in the
 * reader's language (the request's Accept-Language), oldest first.
 */
export function useExportPageDonations(
  type: DonationPageType,
  id: number,
  format: 'csv' | 'xlsx' = 'csv',
) {
  return useMutation({
    mutationFn: (filter: PageDonationsFilter) =>
      api.file(`/page-donations/${type}/${id}/export.${format}`, {
        query: queryOf({ ...filter, page: undefined }),
      }),
    onSuccess: (file) => browser.saveFile(file, `donations-${type}-${id}.${format}`),
  });
}

/** POST /donations/{id}/refunds; the page's donations and raised amount are read again after it. */
export function useRefundDonation(type: DonationPageType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, ...body }: RefundBody & { donationId: number }) =>
      api.post(`/donations/${donationId}/refunds`, body, {
        schema: contractSchema('refundResponse'),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pageDonationsKey(type, id) });
      // Every raised amount and total on screen counts net amounts now.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'translations',
      });
    },
  });
}
