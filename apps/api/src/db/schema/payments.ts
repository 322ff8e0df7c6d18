import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { donationStatusEnum, paymentProviderEnum } from './donations';
import { nonprofitId, nonprofits } from './nonprofits';
import { users } from './users';

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
