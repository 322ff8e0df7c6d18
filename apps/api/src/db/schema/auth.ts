import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { ownerId } from './users';

/** Opaque bearer tokens; only a SHA-256 hash of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    name: text().notNull().default('web'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash),
    index('access_tokens_user_id_idx').on(t.userId),
  ],
);

/** Single-use password reset links; only a hash of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

/**
 * A link that proves an address: the account's own (sign-up, or a reminder at sign-in) or the new
 * one it asked for (`email` differs from the account's). Single use; only a hash of its token.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: ownerId(),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_unique').on(t.tokenHash),
    index('email_confirmations_user_id_idx').on(t.userId),
  ],
);

/**
 * An e-mail address change, with the single-use link sent to the earlier address to undo it (a
 * hash of its token only). Undoing puts the account back in that address's hands.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: ownerId(),
    oldEmail: text().notNull(),
    newEmail: text().notNull(),
    undoTokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('email_changes_undo_token_hash_unique').on(t.undoTokenHash),
    index('email_changes_user_id_idx').on(t.userId),
  ],
);
