import { z } from 'zod';
import { euros, ID_MAX, idNumber, wholeNumber } from './common';
import { donationStatus } from './donations';

/** Plan 1 is the one-time job posting plan. */
export const JOB_PLAN_ID = 1;
/** The upgrade price shown before the plan has loaded. */
export const JOB_PLAN_DEFAULT_EUROS = 25;

export const paymentMessages = {
  planNotFound: 'payments.plan_not_found',
  alreadyPremium: 'payments.already_premium',
  nonprofitNotOwned: 'payments.nonprofit_not_owned',
  purchaseNotFound: 'payments.purchase_not_found',
  sandboxOnly: 'payments.sandbox_only',
  sandboxPaymentNotFound: 'payments.sandbox_payment_not_found',
  sandboxPaymentDone: 'payments.sandbox_payment_done',
  sandboxNotPaid: 'payments.sandbox_not_paid',
  connectNotOwner: 'payments.connect_not_owner',
  /** Connecting to Mollie failed. */
  connectFailed: 'payments.connect_failed',
} as const;

export const plan = z.object({ id: z.number().int(), name: z.string(), price: euros });
export type Plan = z.infer<typeof plan>;
export const plansResponse = z.object({ data: z.array(plan) });
export type PlansResponse = z.infer<typeof plansResponse>;

/**
 * POST /job-pay (user_id, plan_id, nonprofit_id, amount). The buyer is the signed-in
 * user and the price comes from the plan: `user_id` and `amount` are accepted and ignored.
 */
export const jobPayBody = z.object({
  plan_id: wholeNumber(z.number().int().positive().max(ID_MAX).default(1)),
  nonprofit_id: idNumber().nullish(),
  user_id: z.unknown().optional(),
  amount: z.unknown().optional(),
});
export type JobPayBody = z.input<typeof jobPayBody>;
export const jobPayResponse = z.object({ checkout_url: z.string(), reference: z.string() });
export type JobPayResponse = z.infer<typeof jobPayResponse>;

export const premiumCheckResponse = z.object({ premium: z.boolean() });
export type PremiumCheckResponse = z.infer<typeof premiumCheckResponse>;

/** GET /premium-purchases/{reference}: the result page after paying for a plan (buyer only). */
export const premiumPurchase = z.object({
  reference: z.string(),
  plan: plan,
  amount: euros,
  status: donationStatus,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Whether the buyer is premium now. */
  premium: z.boolean(),
});
export type PremiumPurchase = z.infer<typeof premiumPurchase>;

/** GET /mollie/connect?nonprofit_id= : where to send the owner to grant access. */
export const mollieConnectQuery = z.object({
  nonprofit_id: idNumber(),
});
export const mollieConnectResponse = z.object({ authorization_url: z.string() });
export type MollieConnectResponse = z.infer<typeof mollieConnectResponse>;

/** GET /mollie/connection/{id} (owner): whether the non-profit receives donations on its own account. */
export const mollieConnectionResponse = z.object({
  connected: z.boolean(),
  connected_at: z.string().nullable(),
});
export type MollieConnectionResponse = z.infer<typeof mollieConnectionResponse>;

/** The built-in sandbox's payment, as its checkout page shows it. */
export const sandboxPaymentStatuses = ['paid', 'failed', 'canceled', 'expired'] as const;
export const sandboxPayment = z.object({
  id: z.string(),
  amount: euros,
  currency: z.literal('EUR'),
  description: z.string(),
  status: donationStatus,
  created_at: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPayment>;
export const sandboxPaymentParam = z.object({ paymentId: z.string().min(1).max(64) });
export const sandboxPaymentBody = z.object({ status: z.enum(sandboxPaymentStatuses) });
export type SandboxPaymentBody = z.infer<typeof sandboxPaymentBody>;
/** Where the browser goes next: the payment's redirect URL, or its cancel URL when canceled. */
export const sandboxPaymentResult = z.object({ redirect_url: z.string() });
export type SandboxPaymentResult = z.infer<typeof sandboxPaymentResult>;

/** A sandbox chargeback: the bank took back what remained of a paid payment. */
export const sandboxChargeback = z.object({ id: z.string(), amount: euros });
export type SandboxChargeback = z.infer<typeof sandboxChargeback>;
