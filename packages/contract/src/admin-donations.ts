import { z } from 'zod';
import { euros, paged, pagedQuery } from './common';
import { donationStatus, donationTargetType, pageDonationStatus, refundBody } from './donations';

/**
 * The console's Donations section: operators find any donation by its reference, the
 * donor's e-mail address or name, the page, the period and the status, see what the payment
 * provider knows of it, and refund it through the same path as the page's owner.
 */

export const adminDonationsMessages = {
  pageName: 'admin_donations.page_name',
} as const;

/** GET /admin/donations: newest first. `from` and `to` are Dutch calendar days, inclusive. */
export const adminDonationsQuery = pagedQuery.extend({
  page_name: z.string().trim().max(200, adminDonationsMessages.pageName).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** A payment status, or `refunded` / `charged_back`: money went back after it was paid. */
  status: pageDonationStatus.optional(),
});
export type AdminDonationsQuery = z.infer<typeof adminDonationsQuery>;

/** One donation as an operator sees it: the donor even when they gave anonymously (marked so). */
export const adminDonation = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: donationStatus,
  amount: euros,
  refunded: euros,
  charged_back: euros,
  /** What it counts for in every total: the amount less what went back, while paid; else 0. */
  net: euros,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  anonymous: z.boolean(),
  /** The page given to; null once it is gone (the money record stays). */
  page: z.object({ type: donationTargetType, id: z.number().int(), name: z.string() }).nullable(),
  provider: z.enum(['mollie', 'sandbox']),
  provider_payment_id: z.string().nullable(),
  method: z.string().nullable(),
  /** A charge of a monthly gift. */
  monthly: z.boolean(),
});
export type AdminDonation = z.infer<typeof adminDonation>;

export const adminDonationsResponse = paged(adminDonation);
export type AdminDonationsResponse = z.infer<typeof adminDonationsResponse>;

/**
 * POST /admin/donations/{id}/refund: the owner's refund body, the amount optional (without it,
 * all that remains goes back); the reason is required and goes to the donor.
 */
export const adminRefundBody = refundBody.extend({ amount: refundBody.shape.amount.optional() });
export type AdminRefundBody = z.input<typeof adminRefundBody>;
export type AdminRefundFields = z.infer<typeof adminRefundBody>;
