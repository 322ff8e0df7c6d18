import { type DonationPackagesResponse, type Id } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** Root of every donation-package query: a saved or deleted package refreshes them all. */
export const donationPackagesQueryKey = ['donation-packages'] as const;

/** GET /donation-packages/nonprofit/{id}: a non-profit's packages, smallest amount first. */
export function getNonprofitDonationPackages(
  nonprofitId: Id,
  signal?: AbortSignal,
): Promise<DonationPackagesResponse> {
  return api.get(`/donation-packages/nonprofit/${encodeURIComponent(String(nonprofitId))}`, {
    schema: contractSchema('donationPackagesResponse'),
    signal,
  });
}

export function nonprofitDonationPackagesQueryOptions(nonprofitId: Id) {
  return queryOptions({
    queryKey: [...donationPackagesQueryKey, 'nonprofit', String(nonprofitId)],
    queryFn: ({ signal }) => getNonprofitDonationPackages(nonprofitId, signal),
  });
}

export function useNonprofitDonationPackages(nonprofitId: Id) {
  return useQuery(nonprofitDonationPackagesQueryOptions(nonprofitId));
}
