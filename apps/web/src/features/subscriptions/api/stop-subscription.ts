import { type Subscription, type SubscriptionStopBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { subscriptionByLinkQueryKey, subscriptionsQueryKey } from './query-keys';

export interface StopSubscriptionRequest extends SubscriptionStopBody {
  id: number;
}

/**
 * POST /subscriptions/{id}/stop: stops a monthly gift at the payment provider, with the stop
 * link's token (or, without one, as its signed-in donor). Answers the gift, now canceled;
 * stopping it again changes nothing. 403: the token is another gift's.
 */
export function stopSubscription({ id, token }: StopSubscriptionRequest): Promise<Subscription> {
  return api.post(`/subscriptions/${id}/stop`, token === undefined ? {} : { token }, {
    schema: contractSchema('subscription'),
    // With the link the API reads no session; without it a 401 is an answer, not an expiry.
    redirectOn401: false,
  });
}

/**
 * Stops a gift; `onStopped` runs before the cached gift turns canceled (which may unmount the
 * view that asked), so it is told either way.
 */
export function useStopSubscription({
  onStopped,
}: { onStopped?: (gift: Subscription) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSubscription,
    onSuccess: (gift, { token }) => {
      onStopped?.(gift);
      if (token !== undefined) queryClient.setQueryData(subscriptionByLinkQueryKey(token), gift);
      return queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    },
  });
}
