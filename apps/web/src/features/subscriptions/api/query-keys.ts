/**
 * Query keys of monthly giving, in one place so that writes refresh what they change:
 * every query about monthly gifts starts with `subscriptionsQueryKey`.
 */
export const subscriptionsQueryKey = ['subscriptions'] as const;

/** GET /subscriptions/link/{token}: the gift a receipt's stop link names. */
export const subscriptionByLinkQueryKey = (token: string) =>
  [...subscriptionsQueryKey, 'link', token] as const;

/** GET /donation-fees: what covering the fee adds to a gift. */
export const donationFeesQueryKey = ['donation-fees'] as const;
