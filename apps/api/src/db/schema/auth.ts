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
