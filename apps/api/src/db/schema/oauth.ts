import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

export const oauthProviderEnum = pgEnum('oauth_provider', ['google', 'facebook']);

/**
 * A sign-in started with Google or Facebook: the state sent to the provider (stored hashed),
 * the PKCE verifier and nonce, bound to the browser that started it, until the callback
 * consumes it once. Kept in the database, not in
 * memory, so any API process can finish what another one started.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    provider: oauthProviderEnum().notNull(),
    stateHash: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text(),
    /**
     * Hash of the secret in the cookie of the browser that started the sign-in: only that
     * browser can finish it (an empty hash, from before this column, matches none).
     */
    browserHash: text().notNull().default(''),
    /**
     * Set when a signed-in account started it from its settings to link the provider: the
     * callback links the identity to this account (and only with its session) instead of
     * signing in.
     */
    linkUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('oauth_states_state_hash_unique').on(t.stateHash),
    index('oauth_states_expires_at_idx').on(t.expiresAt),
  ],
);
