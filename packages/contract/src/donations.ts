import { z } from 'zod';
import { decimalText, wholeCents } from './amounts';
import { euros, ID_MAX, idNumber, languageSchema, paged, pagedQuery, wholeNumber } from './common';
import {
  DONATION_MAX_EUROS,
  donationAmountProblems,
  donationFrequencies,
  donationMessages,
  donationTargetTypes,
} from './donations-rules';

export const donationTargetType = z.enum(donationTargetTypes);
export type DonationTargetType = z.infer<typeof donationTargetType>;

/** One-way: open -> paid | failed | canceled | expired. */
export const donationStatuses = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export const donationStatus = z.enum(donationStatuses);
export type DonationStatus = z.infer<typeof donationStatus>;

/**
 * A donation amount in euros as typed: a number > 0 with at most 2 decimals, at most 100,000.
 * Text that is a plain decimal ('25', '12.50', ' 7 ') is read as a number; anything else
 * ('abc', '', '0x10', '1e3', 'Infinity') is invalid. The rule is `donationAmountProblems`.
 */
export const donationAmount = z.preprocess(
  decimalText,
  z.number({ error: donationMessages.invalidAmount }).superRefine((amount, context) => {
    for (const message of donationAmountProblems(amount)) {
      context.addIssue({ code: 'custom', message, input: amount });
    }
  }),
);

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, message).optional(),
  );

const booleanish = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean().optional(),
);

/** GET /pay: what to give, to whom, and (optionally) who gives it. */
export const payQuery = z.object({
  amount: donationAmount.describe('Euros, > 0, at most 2 decimals, at most 100000'),
  object_type: z.enum(donationTargetTypes, {
    error: (issue) =>
      issue.input === 'company' ? donationMessages.companyTarget : donationMessages.targetType,
  }),
  object_id: wholeNumber(
    z
      .number({ error: donationMessages.targetNotFound })
      .int(donationMessages.targetNotFound)
      .positive(donationMessages.targetNotFound)
      .max(ID_MAX, donationMessages.targetNotFound),
  ),
  donor_name: optionalText(100, donationMessages.donorName),
  donor_email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().toLowerCase().pipe(z.email(donationMessages.donorEmail)).optional(),
  ),
  message: optionalText(500, donationMessages.message),
  /** Hide the donor's name on public pages, and from the page's owner. Wins over `show_publicly`. */
  anonymous: booleanish,
  /** Show the donor's name and message on the page's donor wall (unless anonymous). */
  show_publicly: booleanish,
  /** Language of the checkout and the receipt; defaults to the request's language. */
  lang: languageSchema.optional(),
  /** `monthly` starts a monthly gift with this first payment. */
  frequency: z.enum(donationFrequencies, { error: donationMessages.frequency }).optional(),
  /** The donor adds the fee (coverFeeCents) so the cause receives the whole amount. */
  cover_fee: booleanish,
});
export type PayQuery = z.input<typeof payQuery>;

/** Where to send the browser, and the donation's public reference. */
export const payResponse = z.object({ checkout_url: z.string(), reference: z.string() });
export type PayResponse = z.infer<typeof payResponse>;

/** GET /donations/{reference}: what the result pages show. No donor e-mail. */
export const donationReceipt = z.object({
  reference: z.string(),
  amount: euros,
  currency: z.literal('EUR'),
  status: donationStatus,
  /** Payment method as the provider reports it (e.g. ideal, creditcard), null until known. */
  method: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Null when the page has since been deleted. */
  target: z.object({ type: donationTargetType, id: z.number().int(), name: z.string() }).nullable(),
  /** The donor's name as given, null when anonymous or not given. */
  donor_name: z.string().nullable(),
  anonymous: z.boolean(),
  message: z.string().nullable(),
  /** The fee the donor added on top of `amount` (0 when none); charged: both. */
  covered_fee: euros,
  /** Part of a monthly gift (its first payment or a later charge). */
  monthly: z.boolean(),
  /** Made in test mode (a test key or the built-in sandbox): no real money moved. */
  test_mode: z.boolean(),
});
export type DonationReceipt = z.infer<typeof donationReceipt>;

export const referenceParam = z.object({ reference: z.string().min(1).max(64) });

/** What refunding answers, in English; the API translates them at its edge. */
export const refundMessages = {
  amount: 'refunds.amount',
  tooMuch: 'refunds.too_much',
  notPaid: 'refunds.not_paid',
  reason: 'refunds.reason',
  forbidden: 'refunds.forbidden',
  failed: 'refunds.failed',
} as const;

/** A refund's status, as Mollie names it; queued, pending, processing and refunded count. */
export const refundStatuses = [
  'queued',
  'pending',
  'processing',
  'refunded',
  'failed',
  'canceled',
] as const;
export const refundStatus = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatus>;

/** POST /donations/{id}/refunds: how much goes back (euros, at most what remains) and why. */
export const refundBody = z.object({
  amount: z.preprocess(
    decimalText,
    z
      .number({ error: refundMessages.amount })
      .refine((n) => Number.isFinite(n) && n > 0 && n <= DONATION_MAX_EUROS, refundMessages.amount)
      .refine(wholeCents, refundMessages.amount),
  ),
  reason: z
    .string({ error: refundMessages.reason })
    .trim()
    .min(1, refundMessages.reason)
    .max(500, refundMessages.reason),
});
export type RefundBody = z.infer<typeof refundBody>;

/** A refund of a donation, with its own status. */
export const refund = z.object({
  id: z.number().int(),
  amount: euros,
  status: refundStatus,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refund>;

/** A donation's money after refunds and chargebacks: `net` is what counts in every total. */
export const donationMoney = z.object({
  id: z.number().int(),
  amount: euros,
  refunded: euros,
  charged_back: euros,
  net: euros,
});

export const refundResponse = z.object({ refund, donation: donationMoney });
export type RefundResponse = z.infer<typeof refundResponse>;

/** The pages whose owner sees their donations (the Donations tab). */
export const donationPageTypes = ['nonprofit', 'fundraiser', 'company'] as const;
export const donationPageType = z.enum(donationPageTypes);
export type DonationPageType = z.infer<typeof donationPageType>;

export const pageDonationsParams = z.object({ type: donationPageType, id: idNumber() });

/** A donation's status for the owner: its payment status, or what went back after it was paid. */
export const pageDonationStatuses = [...donationStatuses, 'refunded', 'charged_back'] as const;
export const pageDonationStatus = z.enum(pageDonationStatuses);

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, donationMessages.day)
  // A day the calendar has: Date.parse takes 2026-02-30 as March 2, PostgreSQL refuses it.
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, donationMessages.day);

/** A target inside the page: `event:12`, `fundraiser:3` (a non-profit's events, projects, ...). */
const targetFilter = z
  .string()
  .regex(/^(fundraiser|nonprofit|event|project|company-event):\d{1,10}$/, donationMessages.target);

/** What the owner filters by: period (days, inclusive), status, target, name or reference. */
export const pageDonationsQuery = pagedQuery.extend({
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: pageDonationStatus.optional(),
  target: targetFilter.optional(),
});
export type PageDonationsQuery = z.infer<typeof pageDonationsQuery>;

/** One donation as its page's owner sees it. The donor's e-mail only when not anonymous. */
export const pageDonation = z.object({
  id: z.number().int(),
  reference: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  status: donationStatus,
  amount: euros,
  refunded: euros,
  charged_back: euros,
  /** What counts: the amount less what went back, while paid; else 0. */
  net: euros,
  method: z.string().nullable(),
  /** The page given to (the page itself, or one of a non-profit's events, projects, ...). */
  target: z.object({ type: donationTargetType, id: z.number().int(), name: z.string() }).nullable(),
  /** Null when the donor chose to be anonymous (shown as 'Anonymous') or gave no name. */
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  anonymous: z.boolean(),
  message: z.string().nullable(),
  /** The donor chose to show their name and message on the page (never with an anonymous gift). */
  shown_on_wall: z.boolean(),
  /** The page's owner hid the message from the donor wall. */
  message_hidden: z.boolean(),
  /** Where the money went: the non-profit's own Mollie account, or the platform's. */
  paid_to: z.enum(['nonprofit', 'platform']),
  platform_fee: euros.nullable(),
  refunds: z.array(refund),
  /** A charge of a monthly gift (its first payment or a later one). */
  monthly: z.boolean(),
  /** The fee the donor covered on top of `amount` (0 when none). */
  covered_fee: euros,
  /**
   * Whether the row counts in the money totals: paid, and money this platform counts (no test
   * money on a live platform). The fields below are what it adds to each total (0 when not).
   */
  counted: z.boolean(),
  /** What the donor paid: the gift and the fee they covered. */
  gross: euros,
  /** What the payment cost at the provider (as recorded when it was made). */
  payment_cost: euros,
  /** What reaches the organisation: gross less refunded, charged back, platform fee and costs. */
  net_to_organisation: euros,
});
export type PageDonation = z.infer<typeof pageDonation>;

/** Rows of one kind that count in no money total: how many, and for how much. */
const uncountedRows = z.object({ count: z.number().int(), amount: euros });

/**
 * The money of every donation the owner's filter matches, each figure the sum of its rows'
 * (`PageDonation`): gross - refunded - charged_back - platform_fee - payment_costs =
 * net_to_organisation, to the cent. Only counted rows (paid, money the platform counts) make
 * them; open, failed, canceled and expired rows, and test money on a live platform, are
 * counted apart.
 */
export const pageDonationTotals = z.object({
  /** Every row the filter matches, whatever its status. */
  count: z.number().int(),
  /** The counted rows. */
  paid_count: z.number().int(),
  gross: euros,
  refunded: euros,
  charged_back: euros,
  /** The platform's application fee on payments to a connected non-profit's own account. */
  platform_fee: euros,
  payment_costs: euros,
  net_to_organisation: euros,
  open: uncountedRows,
  failed: uncountedRows,
  canceled: uncountedRows,
  expired: uncountedRows,
  /** Paid test money on a live platform: shown, never counted. */
  test: uncountedRows,
});
export type PageDonationTotals = z.infer<typeof pageDonationTotals>;

/** A running monthly gift to the page, as its owner sees it. */
export const pageMonthlyGift = z.object({
  id: z.number().int(),
  /** Null when the donor chose to be anonymous. */
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  amount: euros,
  target: z.object({ type: donationTargetType, id: z.number().int(), name: z.string() }).nullable(),
  started_at: z.string().nullable(),
  next_charge_date: z.string().nullable(),
  /** When its last charge failed; null when the last one was paid. */
  last_charge_failed_at: z.string().nullable(),
});
export type PageMonthlyGift = z.infer<typeof pageMonthlyGift>;

/** Something a page's donations went to, as the `target` filter names it: `${type}:${id}`. */
export const pageDonationTarget = z.object({
  type: donationTargetType,
  id: z.number().int(),
  name: z.string(),
});
export type PageDonationTarget = z.infer<typeof pageDonationTarget>;

export const pageDonationsResponse = paged(pageDonation).extend({
  /** Over every donation the filter matches, not only this page of them. */
  totals: pageDonationTotals,
  /**
   * Every target the page's donations went to, whatever the filter (the page itself, and a
   * non-profit's events, projects, fundraisers and company events): what `target` can choose.
   */
  targets: z.array(pageDonationTarget),
  /**
   * The page's active monthly gifts, whatever the filter, and the monthly recurring
   * income they bring (the gifts, without covered fees).
   */
  monthly: z.object({ income: euros, gifts: z.array(pageMonthlyGift) }),
});
export type PageDonationsResponse = z.infer<typeof pageDonationsResponse>;

/** How many months, up to this one, the money-by-month chart covers. */
export const PAGE_DONATION_MONTHS_MAX = 36;

/**
 * The list's filter (period, status, target, name or reference: the same rows the list and its
 * totals hold) and `?months`: how many Dutch calendar months, up to and including this one, or
 * up to `to`'s month when there is a `to`. With a `from` the months start at its month instead
 * (at most the last `PAGE_DONATION_MONTHS_MAX` of them).
 */
export const pageDonationMonthsQuery = pageDonationsQuery
  .omit({ page: true, per_page: true })
  .extend({
    months: wholeNumber(z.number().int().min(1).max(PAGE_DONATION_MONTHS_MAX).default(12)),
  });
export type PageDonationMonthsQuery = z.infer<typeof pageDonationMonthsQuery>;

/**
 * One month of a page's counted donations (paid, money the platform counts), by the month they
 * were paid in: gross and net as the totals count them, gross split into one-time gifts and
 * charges of monthly gifts, and donors who gave to the page for the first time that month
 * against those who had given before (a donor known by account or e-mail; one without is new).
 */
export const pageDonationMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  donations: z.number().int(),
  gross: euros,
  net_to_organisation: euros,
  one_time: euros,
  monthly: euros,
  new_donors: z.number().int(),
  returning_donors: z.number().int(),
});
export type PageDonationMonth = z.infer<typeof pageDonationMonth>;

export const pageDonationMonthsResponse = z.object({ data: z.array(pageDonationMonth) });
export type PageDonationMonthsResponse = z.infer<typeof pageDonationMonthsResponse>;
