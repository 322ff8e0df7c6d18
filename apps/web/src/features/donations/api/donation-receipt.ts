import { type DonationReceipt } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** How often an open donation is asked about again while its result page waits. */
export const RECEIPT_POLL_INTERVAL_MS = 2_000;

/** Every donation receipt query (one per reference). */
export const donationReceiptsQueryKey = ['donations', 'receipt'] as const;

/**
 * GET /donations/{reference}: the donation as the result pages show it. Public: the reference
 * is unguessable. While the donation is open, the server asks the provider again on each call.
 */
export function getDonationReceipt(
  reference: string,
  signal?: AbortSignal,
): Promise<DonationReceipt> {
  return api.get(`/donations/${encodeURIComponent(reference)}`, {
    schema: contractSchema('donationReceipt'),
    signal,
    redirectOn401: false,
  });
}

export function donationReceiptQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...donationReceiptsQueryKey, reference],
    queryFn: ({ signal }) => getDonationReceipt(reference, signal),
    // A paid, failed, canceled or expired donation never changes again (one-way statuses); an
    // open one may change any moment.
    staleTime: (query) => (query.state.data?.status === 'open' ? 0 : Infinity),
  });
}

/** Answers the poll interval for a receipt: every 2 s while it is open and `poll` is on. */
export function receiptPollInterval(
  receipt: Pick<DonationReceipt, 'status'> | undefined,
  poll: boolean,
): number | false {
  return poll && receipt?.status === 'open' ? RECEIPT_POLL_INTERVAL_MS : false;
}

/**
 * The donation by reference. With `poll`, an open donation is fetched again every 2 s until it
 * is paid, failed, canceled or expired (the screen turns `poll` off when it stops waiting).
 */
export function useDonationReceipt(reference: string, { poll = false, enabled = true } = {}) {
  return useQuery({
    ...donationReceiptQueryOptions(reference),
    enabled: enabled && reference !== '',
    refetchInterval: (query) => receiptPollInterval(query.state.data, poll),
  });
}
