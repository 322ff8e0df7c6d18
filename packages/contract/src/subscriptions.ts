import { z } from 'zod';
import { euros, idNumber } from './common';
import { donationTargetType } from './donations';

/**
 * Monthly giving: a donor's monthly gift, run by the payment provider as a subscription
 * on the account the first payment went to. Each charge is a donation of its own.
 */

/**
 * pending: its first payment is open; active: charged every month; canceled: stopped (by the
 * donor, because the page is gone or its non-profit disconnected the provider, or at the
 * provider); ended: its first payment was never paid, so it never started.
 */
export const subscriptionStatuses = ['pending', 'active', 'canceled', 'ended'] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** Why a monthly gift stopped. */
export const subscriptionStopReasons = [
  'donor',
  'page-deleted',
  'disconnected',
  'provider',
] as const;
export type SubscriptionStopReason = (typeof subscriptionStopReasons)[number];

/** What monthly giving answers, in English; the API translates them at its edge. */
export const subscriptionMessages = {
  notFound: 'subscriptions.not_found',
  forbidden: 'subscriptions.forbidden',
  link: 'subscriptions.link',
  failed: 'subscriptions.failed',
  months: 'subscriptions.months',
} as const;

/** GET /donation-fees: what coverFeeCents is computed from. */
export const donationFees = z.object({
  platform_fee_percent: z.number(),
  /** A typical payment's cost at the provider (iDEAL), in euros. */
  payment_cost: euros,
});
export type DonationFees = z.infer<typeof donationFees>;

/** A monthly gift as its donor sees it. */
export const subscription = z.object({
  id: z.number().int(),
  status: subscriptionStatus,
  /** The monthly gift. */
  amount: euros,
  /** Added each month to cover the fee (0 when not). */
  covered_fee: euros,
  /** Null once the page is deleted. */
  target: z.object({ type: donationTargetType, id: z.number().int(), name: z.string() }).nullable(),
  /** The day of the next charge (YYYY-MM-DD); null unless active. */
  next_charge_date: z.string().nullable(),
  started_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  stop_reason: z.enum(subscriptionStopReasons).nullable(),
  /** When the last charge failed; null when the last charge was paid. */
  last_charge_failed_at: z.string().nullable(),
  /** Paid charges so far, the first payment included, and what they came to. */
  charges: z.number().int(),
  given: euros,
});
export type Subscription = z.infer<typeof subscription>;

export const subscriptionsResponse = z.object({ data: z.array(subscription) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponse>;

export const subscriptionParam = z.object({ id: idNumber() });

/** The signed link of a receipt e-mail, which names one monthly gift. */
export const subscriptionLinkParam = z.object({ token: z.string().min(1).max(2000) });

/** POST /subscriptions/{id}/stop: the donor signed in, or the signed link's token. */
export const subscriptionStopBody = z.object({ token: z.string().min(1).max(2000).optional() });
export type SubscriptionStopBody = z.infer<typeof subscriptionStopBody>;

/** POST /sandbox/subscriptions/charge-due: let `months` pass and charge what falls due. */
export const sandboxChargeDueBody = z.object({
  months: z
    .number({ error: subscriptionMessages.months })
    .int(subscriptionMessages.months)
    .min(1, subscriptionMessages.months)
    .max(24, subscriptionMessages.months)
    .default(1),
  /** `failed`: the charges fail (the donor's bank refused), to show what follows. */
  outcome: z.enum(['paid', 'failed']).default('paid'),
});
export type SandboxChargeDueBody = z.input<typeof sandboxChargeDueBody>;

export const sandboxChargeDueResponse = z.object({
  charges: z.array(
    z.object({ payment_id: z.string(), amount: euros, status: z.enum(['paid', 'failed']) }),
  ),
});
export type SandboxChargeDueResponse = z.infer<typeof sandboxChargeDueResponse>;
