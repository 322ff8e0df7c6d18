import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { languageEnum, userRoleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Always stored lower-case, so the unique index is case-insensitive. */
    email: text().notNull(),
    /**
     * When the owner of `email` proved it (a confirmation link opened, or a provider that vouches
     * for it); null until then, and the account may not create pages, link a sign-in provider or
     * reach gifts made without an account at that address.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** A new address asked for, not yet confirmed from its inbox: `email` stays until it is. */
    pendingEmail: text(),
    /**
     * Since when the account has a second factor (a confirmed authenticator app or a passkey);
     * null without one. Kept with the factors, in their transactions.
     */
    secondFactorSince: timestamp({ withTimezone: true }),
    /** argon2id hash; null for accounts that only sign in with Google or Facebook. */
    passwordHash: text(),
    description: text(),
    logo: text(),
    backgroundImage: text(),
    /** Language for e-mails sent to this user. */
    locale: languageEnum().notNull().default('en'),
    googleId: text(),
    facebookId: text(),
    /** Set once, when the user's first plan payment is paid: may post jobs. */
    premiumSince: timestamp({ withTimezone: true }),
    /** `admin`: an operator of the platform, who may use the console. */
    role: userRoleEnum().notNull().default('user'),
    /** Set while an operator has blocked the account: its tokens are revoked, sign-in refused. */
    blockedAt: timestamp({ withTimezone: true }),
    blockedReason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_id_unique').on(t.googleId),
    uniqueIndex('users_facebook_id_unique').on(t.facebookId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The user who owns a row; deleting the account deletes what it owns. */
export const ownerId = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
