import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { donationStatusEnum, refundStatusEnum } from './donations';
import { paymentModeEnum, paymentProviderEnum } from './enums';
import { nonprofitId, nonprofits } from './nonprofits';
import { users } from './users';

/**
 * The mode this platform's payments run in (PAYMENTS_MODE, resolved), written at every start:
 * test money counts in its totals only while it is `test`. No row yet (a database being
 * prepared): test.
 */
export const platformPayments = pgTable(
  'platform_payments',
  {
    one: boolean().primaryKey().default(true),
    mode: paymentModeEnum().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [check('platform_payments_one_row', sql`${t.one}`)],
);

/** Paid features. Plan 1 is the one-time job posting plan. */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text().notNull(),
    nameNl: text(),
    priceCents: integer().notNull(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [check('plans_price_positive', sql`${t.priceCents} > 0`)],
);

/** A payment for a plan; premium is granted when one is paid. */
export const premiumPurchases = pgTable(
  'premium_purchases',
  {
    id: id(),
    reference: text().notNull(),
    /** The buyer; the payment record stays (anonymised) if the account is deleted. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    status: donationStatusEnum().notNull().default('open'),
    provider: paymentProviderEnum().notNull(),
    /** Test or live money, as the platform ran when the payment was made. */
    mode: paymentModeEnum().notNull(),
    providerPaymentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('premium_purchases_reference_unique').on(t.reference),
    uniqueIndex('premium_purchases_provider_payment_id_unique').on(t.providerPaymentId),
    index('premium_purchases_user_id_idx').on(t.userId),
    check('premium_purchases_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A non-profit's connected Mollie account (OAuth tokens encrypted with APP_KEY). */
export const mollieConnections = pgTable(
  'mollie_connections',
  {
    id: id(),
    nonprofitId: nonprofitId(),
    connectedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    organizationId: text(),
    profileId: text(),
    accessTokenEncrypted: text().notNull(),
    refreshTokenEncrypted: text().notNull(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('mollie_connections_nonprofit_id_unique').on(t.nonprofitId)],
);

/**
 * Mollie Connect started by a non-profit's owner: the state sent to Mollie (stored hashed),
 * bound to that user and non-profit, until the callback consumes it once.
 */
export const mollieConnectStates = pgTable(
  'mollie_connect_states',
  {
    id: id(),
    stateHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonprofitId: nonprofitId(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('mollie_connect_states_state_hash_unique').on(t.stateHash),
    index('mollie_connect_states_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The built-in payment sandbox's own payments (the default provider without MOLLIE_API_KEY).
 * Kept in the database like a provider would keep them, so any API process can answer for them.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** `tr_sbx_...`, random. */
    id: text().primaryKey(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('EUR'),
    description: text().notNull(),
    status: donationStatusEnum().notNull().default('open'),
    method: text(),
    redirectUrl: text().notNull(),
    cancelUrl: text().notNull(),
    webhookUrl: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Set for a payment on a connected non-profit's account. */
    profileId: text(),
    applicationFeeCents: integer(),
    /** As Mollie's: oneoff, first (gives a mandate once paid) or recurring (a charge). */
    sequenceType: text().$type<'oneoff' | 'first' | 'recurring'>().notNull().default('oneoff'),
    customerId: text(),
    mandateId: text(),
    subscriptionId: text(),
    ...timestamps,
  },
  (t) => [
    check('sandbox_payments_amount_positive', sql`${t.amountCents} > 0`),
    index('sandbox_payments_subscription_idx').on(t.subscriptionId),
  ],
);

/** The sandbox's customers (`cst_sbx...`), as Mollie's test mode keeps them. */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text().primaryKey(),
  name: text(),
  email: text(),
  ...timestamps,
});

/** A customer's mandate (`mdt_sbx...`): made when a first payment is paid; revoked by the bank. */
export const sandboxMandates = pgTable(
  'sandbox_mandates',
  {
    id: text().primaryKey(),
    customerId: text()
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    status: text().$type<'valid' | 'invalid'>().notNull(),
    method: text().notNull(),
    ...timestamps,
  },
  (t) => [index('sandbox_mandates_customer_idx').on(t.customerId)],
);

/**
 * The sandbox's subscriptions (`sub_sbx...`): charged when told to (`charge-due`), each charge a
 * recurring payment reported to the subscription's webhook URL, as Mollie would.
 */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text().primaryKey(),
    customerId: text()
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    mandateId: text(),
    amountCents: integer().notNull(),
    description: text().notNull(),
    status: text().$type<'active' | 'canceled' | 'suspended' | 'completed'>().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    nextPaymentDate: date({ mode: 'string' }),
    webhookUrl: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    profileId: text(),
    applicationFeeCents: integer(),
    /** Asked twice with the same key, the same subscription (as Mollie's Idempotency-Key). */
    idempotencyKey: text(),
    canceledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sandbox_subscriptions_idempotency_unique').on(t.idempotencyKey),
    index('sandbox_subscriptions_due_idx').on(t.status, t.nextPaymentDate),
    check('sandbox_subscriptions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox's refunds (`re_sbx...`), as Mollie's test mode keeps them for a payment. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    status: refundStatusEnum().notNull(),
    /** The refund record's id of whoever asked (Mollie: the refund's metadata). */
    requestId: integer(),
    ...timestamps,
  },
  (t) => [
    index('sandbox_refunds_payment_idx').on(t.paymentId),
    uniqueIndex('sandbox_refunds_request_unique').on(t.requestId),
    check('sandbox_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox's chargebacks (`chb_sbx...`), issued by its chargeback action on a paid payment. */
export const sandboxChargebacks = pgTable(
  'sandbox_chargebacks',
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    reversedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('sandbox_chargebacks_payment_idx').on(t.paymentId),
    check('sandbox_chargebacks_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
