import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companyEvents } from './company-events';
import { donationTargetEnum, languageEnum, paymentModeEnum, paymentProviderEnum } from './enums';
import { events } from './events';
import { fundraisers } from './fundraisers';
import { nonprofits } from './nonprofits';
import { projects } from './projects';
import { users } from './users';

/**
 * One-way: pending -> active | ended, and pending or active -> canceled. Ended: the
 * first payment was never paid.
 */
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'pending',
  'active',
  'canceled',
  'ended',
]);

/**
 * A monthly gift: its first payment is a donation with `sequenceType: first`, which
 * gives the provider a mandate; once it is paid the provider runs a subscription for the same
 * amount every month, on the account the first payment went to, and each charge becomes a
 * donation of its own (`donations.subscription_id`). The target is one foreign key per kind, as
 * for donations (ADR 002), so a deleted page leaves a gift without a page, which is then stopped.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    status: subscriptionStatusEnum().notNull().default('pending'),
    /** The monthly gift: what counts, each month. */
    amountCents: integer().notNull(),
    /** Added to each charge to cover the fee (0 when the donor did not choose to). */
    coveredFeeCents: integer().notNull().default(0),
    targetType: donationTargetEnum().notNull(),
    fundraiserId: integer().references(() => fundraisers.id, { onDelete: 'set null' }),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    companyEventId: integer().references(() => companyEvents.id, { onDelete: 'set null' }),
    donorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    donorName: text(),
    donorEmail: text(),
    locale: languageEnum().notNull().default('en'),
    provider: paymentProviderEnum().notNull(),
    /** Test or live money, as the platform ran when the payment was made. */
    mode: paymentModeEnum().notNull(),
    /** The donor as a customer at the provider (on the connected account, for Connect). */
    providerCustomerId: text().notNull(),
    providerMandateId: text(),
    /** Set once the provider runs the subscription. */
    providerSubscriptionId: text(),
    /** The connected non-profit whose own account runs it; null: the platform's account. */
    payeeNonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    /** The platform's fee on each charge to a connected account. */
    applicationFeeCents: integer(),
    nextChargeDate: date({ mode: 'string' }),
    /**
     * Taken while one process asks the provider to start the subscription, so 20 replays of the
     * first payment's webhook, 10 of them at once, start it once; a claim older than two
     * minutes (a process that died) may be taken again.
     */
    startClaimedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    stopReason: text().$type<'donor' | 'page-deleted' | 'disconnected' | 'provider'>(),
    lastChargeFailedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_provider_subscription_unique').on(t.providerSubscriptionId),
    index('subscriptions_donor_user_id_idx').on(t.donorUserId),
    index('subscriptions_fundraiser_idx').on(t.fundraiserId),
    index('subscriptions_nonprofit_idx').on(t.nonprofitId),
    index('subscriptions_event_idx').on(t.eventId),
    index('subscriptions_project_idx').on(t.projectId),
    index('subscriptions_company_event_idx').on(t.companyEventId),
    index('subscriptions_payee_idx').on(t.payeeNonprofitId),
    check('subscriptions_amount_positive', sql`${t.amountCents} > 0`),
    check('subscriptions_covered_fee_not_negative', sql`${t.coveredFeeCents} >= 0`),
    check(
      'subscriptions_single_target',
      sql`num_nonnulls(${t.fundraiserId}, ${t.nonprofitId}, ${t.eventId}, ${t.projectId}, ${t.companyEventId}) <= 1`,
    ),
    check(
      'subscriptions_stop_reason',
      sql`${t.stopReason} is null or ${t.stopReason} in ('donor', 'page-deleted', 'disconnected', 'provider')`,
    ),
  ],
);
