import { wholeCents } from './amounts';

/**
 * The rules of a donation that need no schema, in plain values and functions: `donations.ts`
 * builds its schemas from them, and the payment page checks an amount, words its messages and
 * works out the fee with them before, and without, loading zod.
 */

/** Largest single donation, in euros. */
export const DONATION_MAX_EUROS = 100_000;

export const donationMessages = {
  ownerOnly: 'Only the owner of this page can see its donations.',
  day: 'Use a date as YYYY-MM-DD.',
  target: 'Not a donation target.',
  /** An amount that is no number, or not above zero. */
  invalidAmount: 'Please select a valid amount to donate.',
  amountDecimals: 'The amount may have at most 2 decimals.',
  amountTooLarge: 'The amount may not be greater than 100,000 euro.',
  targetType: 'Choose a fundraiser, non-profit, event, project or company event to donate to.',
  companyTarget: 'Companies do not take donations; donate to one of their company events instead.',
  targetNotFound: 'What you want to donate to was not found.',
  targetClosed: 'This page does not take donations at the moment.',
  donorEmail: 'Please enter a valid e-mail address.',
  donorName: 'The name may not be longer than 100 characters.',
  message: 'The message may not be longer than 500 characters.',
  notFound: 'Donation not found.',
  /** The payment could not be started at the provider. */
  paymentError: 'Something went wrong while initiating the payment.',
  tooMany: 'Too many payment attempts. Please wait a moment and try again.',
  /** A monthly gift needs someone to write to (receipts, the link that stops it). */
  monthlyName: 'A monthly donation needs your name.',
  monthlyEmail: 'A monthly donation needs your e-mail address.',
  frequency: 'Choose one-time or monthly.',
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
