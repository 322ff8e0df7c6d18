import { type DonationFees } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { donationFeesQueryKey } from './query-keys';

/**
 * GET /donation-fees: the platform's share (percent) and a payment's typical cost (euros), what
 * "I'll cover the fee" adds to a gift (`coverFeeCents` of the contract). Public.
 */
export function getDonationFees(signal?: AbortSignal): Promise<DonationFees> {
  return api.get('/donation-fees', {
    schema: contractSchema('donationFees'),
    signal,
    redirectOn401: false,
  });
}

export function donationFeesQueryOptions() {
  return queryOptions({
    queryKey: donationFeesQueryKey,
    queryFn: ({ signal }) => getDonationFees(signal),
    // Settings of the server: they change with a deploy, not while someone gives.
    staleTime: 60 * 60 * 1000,
  });
}

export function useDonationFees() {
  return useQuery(donationFeesQueryOptions());
}
