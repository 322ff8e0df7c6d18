import { z } from 'zod';
import { euros } from './common';

/**
 * The console's Overview: how the platform is doing today, this week (from Monday)
 * and this month, in Dutch calendar days, and what needs an operator.
 */

/** What happened in one period. */
export const overviewPeriod = z.object({
  /** Paid donations, by the moment they were paid. */
  donations: z.number().int(),
  /** What those donations count for: paid, less refunds and chargebacks. */
  amount: euros,
  /** New pages of every kind (non-profits, fundraisers, companies, events, projects). */
  pages: z.number().int(),
  users: z.number().int(),
});
export type OverviewPeriod = z.infer<typeof overviewPeriod>;

export const stuckPaymentKinds = ['donation', 'premium'] as const;

/** A payment still open an hour after it was started. */
export const stuckPayment = z.object({
  kind: z.enum(stuckPaymentKinds),
  reference: z.string(),
  amount: euros,
  created_at: z.string(),
  minutes_open: z.number().int(),
});
export type StuckPayment = z.infer<typeof stuckPayment>;

export const adminOverview = z.object({
  today: overviewPeriod,
  week: overviewPeriod,
  month: overviewPeriod,
  /** Contact messages not answered yet. */
  open_messages: z.number().int(),
  stuck_payments: z.object({
    count: z.number().int(),
    /** The oldest few, oldest first. */
    oldest: z.array(stuckPayment),
  }),
  generated_at: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const adminOverviewResponse = z.object({ data: adminOverview });
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponse>;
