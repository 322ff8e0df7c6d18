import { type Id, type Subscription } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { subscriptionsQueryKey } from './query-keys';

/** GET /user/{id}/subscriptions: the signed-in donor's monthly gifts, newest first. */
export async function getUserSubscriptions(
  userId: Id,
  signal?: AbortSignal,
): Promise<Subscription[]> {
  return (
    await api.get(`/user/${userId}/subscriptions`, {
      schema: contractSchema('subscriptionsResponse'),
      signal,
    })
  ).data;
}

export function userSubscriptionsQueryOptions(userId: Id) {
  return queryOptions({
    queryKey: [...subscriptionsQueryKey, 'user', userId] as const,
    queryFn: ({ signal }) => getUserSubscriptions(userId, signal),
    // A charge or a stop elsewhere: /orders shows the state of now.
    staleTime: 0,
  });
}
