import { wholeCents } from './amounts';

/**
 * The rules of a donation that need no schema, in plain values and functions: `donations.ts`
 * builds its schemas from them, and the payment page checks an amount, words its messages and
 * works out the fee with them before, and without, loading zod.
 */

/** What can receive a donation (object_type of GET /pay). Companies take none; their company events do. */
export const donationTargetTypes = [
  'fundraiser',
  'nonprofit',
  'event',
  'project',
  'company-event',
] as const;

/** Largest single donation, in euros. */
export const DONATION_MAX_EUROS = 100_000;

export const donationMessages = {
  ownerOnly: 'donations.owner_only',
  day: 'donations.day',
  target: 'donations.target',
  /** An amount that is no number, or not above zero. */
  invalidAmount: 'donations.invalid_amount',
  amountDecimals: 'donations.amount_decimals',
  amountTooLarge: 'donations.amount_too_large',
  targetType: 'donations.target_type',
  companyTarget: 'donations.company_target',
  targetNotFound: 'donations.target_not_found',
  targetClosed: 'donations.target_closed',
  donorEmail: 'donations.donor_email',
  donorName: 'donations.donor_name',
  message: 'donations.message',
  notFound: 'donations.not_found',
  /** The payment could not be started at the provider. */
  paymentError: 'donations.payment_error',
  tooMany: 'donations.too_many',
  /** A monthly gift needs someone to write to (receipts, the link that stops it). */
  monthlyName: 'donations.monthly_name',
  monthlyEmail: 'donations.monthly_email',
  frequency: 'donations.frequency',
} as const;

/**
 * What is wrong with a donation of `amount` euros, in the order the
 * API reports it: not more than 0, and then either more than DONATION_MAX_EUROS (nothing more
 * is said) or more than 2 decimals. Empty for a valid amount.
 */
export function donationAmountProblems(amount: number): string[] {
  const problems: string[] = [];
  if (!(Number.isFinite(amount) && amount > 0)) problems.push(donationMessages.invalidAmount);
  if (amount > DONATION_MAX_EUROS) return [...problems, donationMessages.amountTooLarge];
  if (!wholeCents(amount)) problems.push(donationMessages.amountDecimals);
  return problems;
}

/** One gift, or the first of a monthly gift. */
export const donationFrequencies = ['once', 'monthly'] as const;
export type DonationFrequency = (typeof donationFrequencies)[number];

/**
 * The fee a donor can cover ("I'll cover the fee"): the platform's share of the gift
 * and a typical payment's cost, in whole cents, so that the cause receives the whole gift. The
 * same sum on both sides: the payment screen shows it, the API charges it.
 */
export function coverFeeCents(giftCents: number, feePercent: number, paymentCostCents: number) {
  return Math.round((giftCents * feePercent) / 100) + paymentCostCents;
}
