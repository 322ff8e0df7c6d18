import { type Subscription } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { subscriptionByLinkQueryKey } from './query-keys';

/**
 * GET /subscriptions/link/{token}: the monthly gift the stop link of a receipt e-mail names (no
 * account needed). 404 for a token that names none.
 */
export function getSubscriptionByLink(token: string, signal?: AbortSignal): Promise<Subscription> {
  return api.get(`/subscriptions/link/${encodeURIComponent(token)}`, {
    schema: contractSchema('subscription'),
    signal,
  });
}

export function subscriptionByLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: subscriptionByLinkQueryKey(token),
    queryFn: ({ signal }) => getSubscriptionByLink(token, signal),
    // Its status and next charge are what the page is about: never show a stale one.
    staleTime: 0,
  });
}

export function useSubscriptionByLink(token: string) {
  return useQuery({ ...subscriptionByLinkQueryOptions(token), enabled: token !== '' });
}
