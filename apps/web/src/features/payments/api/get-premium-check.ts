import { type PremiumCheckResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';

export const premiumCheckQueryKey = ['premium-check'] as const;

/** GET /premium-check (signed in): whether the user may post jobs. */
export function getPremiumCheck(signal?: AbortSignal): Promise<PremiumCheckResponse> {
  return api.get('/premium-check', { schema: contractSchema('premiumCheckResponse'), signal });
}

/** The answer belongs to the signed-in user and goes with the session. */
export function premiumCheckQueryOptions() {
  return queryOptions({
    queryKey: premiumCheckQueryKey,
    queryFn: ({ signal }) => getPremiumCheck(signal),
    meta: sessionQueryMeta,
  });
}

export function usePremiumCheck() {
  return useQuery(premiumCheckQueryOptions());
}
