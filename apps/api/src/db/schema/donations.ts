import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyEvents } from './company-events';
import { id, timestamps } from './columns';
import { donationTargetEnum, languageEnum, paymentModeEnum, paymentProviderEnum } from './enums';
import { events } from './events';
import { fundraisers } from './fundraisers';
import { nonprofits } from './nonprofits';
import { projects } from './projects';
import { subscriptions } from './subscriptions';
import { users } from './users';

/** One-way: open -> paid | failed | canceled | expired. A paid donation never changes back. */
export const donationStatusEnum = pgEnum('donation_status', [
  'open',
  'paid',
  'failed',
  'canceled',
  'expired',
]);

/**
 * A refund's status, as Mollie names it; it only moves forward: queued -> pending -> processing ->
 * refunded | failed, and queued or pending -> canceled. Queued, pending, processing and refunded
 * count as money returned (REFUND_COUNTS in donation_refunds_counted.sql).
 */
export const refundStatusEnum = pgEnum('refund_status', [
  'queued',
  'pending',
  'processing',
  'refunded',
  'failed',
  'canceled',
]);

/**
 * A donation. The target is one foreign key per kind, so deleting a page keeps the money record
 * but clears its link to the page (the record becomes anonymised of the page).
 */
export const donations = pgTable(
  'donations',
  {
    id: id(),
    /** Unguessable public reference used on the result pages. */
    reference: text().notNull(),
    status: donationStatusEnum().notNull().default('open'),
    amountCents: integer().notNull(),
    currency: text().notNull().default('EUR'),
    targetType: donationTargetEnum().notNull(),
    fundraiserId: integer().references(() => fundraisers.id, { onDelete: 'set null' }),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    companyEventId: integer().references(() => companyEvents.id, { onDelete: 'set null' }),
    donorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    donorName: text(),
    donorEmail: text(),
    message: text(),
    anonymous: boolean().notNull().default(false),
    /**
     * The donor chose at checkout to show their name and message on the page's donor wall.
     * An anonymous gift never shows them, whatever this says; gifts from before the choice
     * existed are false.
     */
    showPublicly: boolean().notNull().default(false),
    /** When the page's owner hid the message from the donor wall (the gift stays on it). */
    messageHiddenAt: timestamp({ withTimezone: true }),
    locale: languageEnum().notNull().default('en'),
    provider: paymentProviderEnum().notNull(),
    /** Test or live money, as the platform ran when the payment was made. */
    mode: paymentModeEnum().notNull(),
    /**
     * Whether the platform counts this donation: live money always, test money only while the
     * platform runs in test mode (platform_payments). Set when the row is made and at every start
     * of the server (donations_in_totals.sql, syncPaymentsMode); never written otherwise.
     */
    inTotals: boolean().notNull().default(true),
    providerPaymentId: text(),
    method: text(),
    /**
     * The connected non-profit whose own Mollie account holds the payment (Mollie Connect);
     * null: the platform's account. Its access token reads the payment back.
     */
    payeeNonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    /** Application fee kept by the platform on payments to connected non-profits. */
    applicationFeeCents: integer(),
    /**
     * The fee the donor chose to cover, charged on top of `amountCents` (the gift,
     * which is what counts); the provider's payment is for both.
     */
    coveredFeeCents: integer().notNull().default(0),
    /**
     * What taking the payment costs at the provider, as the platform reckons it when the
     * donation is made (PAYMENT_COST_CENTS): Mollie bills its costs per settlement, not per
     * payment. Counted only once the donation is paid; 0 for rows from before it was recorded.
     */
    paymentCostCents: integer().notNull().default(0),
    /** The monthly gift this donation is a charge of (its first payment, or later). */
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }),
    /**
     * Money returned: the refunds that count (donation_refunds) and the chargebacks not reversed
     * (donation_chargebacks), kept by their triggers; never written by the application.
     */
    refundedCents: integer().notNull().default(0),
    chargedBackCents: integer().notNull().default(0),
    /**
     * What the donation counts for in every total: its net amount while paid (and counted by
     * this platform: no test money on a live one), else 0. The raised counters, the home totals
     * and the supporters all read this.
     */
    countedCents: integer().generatedAlwaysAs(
      sql`CASE WHEN status = 'paid' AND in_totals THEN greatest(amount_cents - refunded_cents - charged_back_cents, 0) ELSE 0 END`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('donations_reference_unique').on(t.reference),
    uniqueIndex('donations_provider_payment_id_unique').on(t.providerPaymentId),
    index('donations_status_idx').on(t.status),
    index('donations_fundraiser_paid_idx')
      .on(t.fundraiserId)
      .where(sql`status = 'paid'`),
    index('donations_nonprofit_paid_idx')
      .on(t.nonprofitId)
      .where(sql`status = 'paid'`),
    index('donations_event_paid_idx')
      .on(t.eventId)
      .where(sql`status = 'paid'`),
    index('donations_project_paid_idx')
      .on(t.projectId)
      .where(sql`status = 'paid'`),
    index('donations_company_event_paid_idx')
      .on(t.companyEventId)
      .where(sql`status = 'paid'`),
    index('donations_donor_user_id_idx').on(t.donorUserId),
    // The donor wall of a fundraiser, newest first.
    index('donations_fundraiser_wall_idx')
      .on(t.fundraiserId, t.paidAt)
      .where(sql`counted_cents > 0`),
    index('donations_subscription_id_idx').on(t.subscriptionId),
    // A live platform's start looks for test money still counted: none, usually, found at once.
    index('donations_test_money_idx')
      .on(t.id)
      .where(sql`mode = 'test'`),
    check('donations_amount_positive', sql`${t.amountCents} > 0`),
    check('donations_covered_fee_not_negative', sql`${t.coveredFeeCents} >= 0`),
    check('donations_payment_cost_not_negative', sql`${t.paymentCostCents} >= 0`),
    check(
      'donations_single_target',
      sql`num_nonnulls(${t.fundraiserId}, ${t.nonprofitId}, ${t.eventId}, ${t.projectId}, ${t.companyEventId}) <= 1`,
    ),
    check('donations_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check(
      'donations_returned_not_negative',
      sql`${t.refundedCents} >= 0 and ${t.chargedBackCents} >= 0`,
    ),
  ],
);

/**
 * A refund of (part of) a paid donation: asked for by the page's owner here (queued until the
 * provider has it), or made at the provider (found when its webhook reads the payment). Only its
 * status changes, and only forward; a trigger keeps `donations.refunded_cents`.
 */
export const donationRefunds = pgTable(
  'donation_refunds',
  {
    id: id(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    /** Mollie's `re_...`; null until the provider answered the request. */
    providerRefundId: text(),
    amountCents: integer().notNull(),
    status: refundStatusEnum().notNull(),
    /** Why the owner refunded (shown to them and in the donor's e-mail). */
    reason: text(),
    requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('donation_refunds_provider_id_unique').on(t.providerRefundId),
    index('donation_refunds_donation_idx').on(t.donationId),
    check('donation_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A chargeback on a paid donation (the donor's bank took the money back), as the provider
 * reports it; it counts until it is reversed. A trigger keeps `donations.charged_back_cents`.
 */
export const donationChargebacks = pgTable(
  'donation_chargebacks',
  {
    id: id(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    /** Mollie's `chb_...`. */
    providerChargebackId: text().notNull(),
    amountCents: integer().notNull(),
    reversedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('donation_chargebacks_provider_id_unique').on(t.providerChargebackId),
    index('donation_chargebacks_donation_idx').on(t.donationId),
    check('donation_chargebacks_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Paid money per page: a fundraiser's or company event's own donations; for a non-profit, event
 * or project also what came in through its fundraisers (and, for a non-profit, its events,
 * projects and company events). Adding that up from donations costs one row per donation; these
 * counters answer at once. PostgreSQL keeps them: a trigger on donations adds a donation when it
 * becomes paid (migrations `0007_raised_totals.sql`, `0008_raised_totals_for_every_page.sql`),
 * and a trigger on fundraisers moves a fundraiser's money along when it changes parent. Money
 * stays counted when a page in between is deleted.
 */
export const raisedTotals = pgTable(
  'raised_totals',
  {
    kind: text()
      .$type<'nonprofit' | 'event' | 'project' | 'fundraiser' | 'company-event'>()
      .notNull(),
    pageId: integer().notNull(),
    raisedCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.pageId] })],
);
