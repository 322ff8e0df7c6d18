import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the rate limits (plugins/rate-limit.ts): one fixed window per key, counted
 * by an atomic upsert, so concurrent requests (and several API processes) cannot overshoot a
 * limit. Keys hold hashes, never an address or an e-mail in the clear; rows whose window ended are
 * deleted by the daily sweep (queue/retention.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);
