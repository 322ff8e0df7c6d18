import { type PremiumPurchase } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';

/** How often an open purchase is asked about again while its result page waits. */
export const PURCHASE_POLL_INTERVAL_MS = 2_000;

/** GET /premium-purchases/{reference} (signed in, buyer only): a plan payment's outcome. */
export function getPremiumPurchase(
  reference: string,
  signal?: AbortSignal,
): Promise<PremiumPurchase> {
  return api.get(`/premium-purchases/${encodeURIComponent(reference)}`, {
    schema: contractSchema('premiumPurchase'),
    signal,
  });
}

export function premiumPurchaseQueryOptions(reference: string) {
  return queryOptions({
    queryKey: ['premium-purchases', reference],
    queryFn: ({ signal }) => getPremiumPurchase(reference, signal),
    meta: sessionQueryMeta,
    staleTime: (query) => (query.state.data?.status === 'open' ? 0 : Infinity),
  });
}

/** The purchase by reference; with `poll`, an open one is fetched again every 2 s. */
export function usePremiumPurchase(reference: string, { poll = false } = {}) {
  return useQuery({
    ...premiumPurchaseQueryOptions(reference),
    enabled: reference !== '',
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'open' ? PURCHASE_POLL_INTERVAL_MS : false,
  });
}
