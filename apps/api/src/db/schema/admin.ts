import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * What an operator changed through the console: one row per change, written in the
 * change's own transaction. Rows are never changed or deleted: a trigger refuses both
 * (`audit_entries_immutable`), whatever the caller. `actor_id` is a plain number, not a foreign
 * key, so an operator's account can go while the record of what they did stays; null is the
 * command line (`npm run user:admin`) or ADMIN_EMAILS at start.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    actorId: integer(),
    /** What was done, e.g. `page.deactivate`, `user.block`, `donation.refund`. */
    action: text().notNull(),
    /** The kind of record changed (`nonprofit`, `user`, `donation`, ...) and its id. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    /** The changed fields before and after the change; null where there was no record. */
    before: jsonb(),
    after: jsonb(),
    /** The operator's reason, where the change asks for one. */
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('audit_entries_created_at_idx').on(t.createdAt),
    index('audit_entries_target_idx').on(t.targetType, t.targetId),
    index('audit_entries_actor_idx').on(t.actorId),
  ],
);
