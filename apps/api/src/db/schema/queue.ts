import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const queueTaskStatusEnum = pgEnum('queue_task_status', ['pending', 'done', 'failed']);

/**
 * Work that must happen later or again (an e-mail to send, an open payment to ask about), written
 * in the transaction that causes it and claimed by whichever API process is free (ADR 011).
 */
export const queueTasks = pgTable(
  'queue_tasks',
  {
    id: id(),
    /** Which handler runs it, e.g. `mail`, `payment-check`. */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Set for work that must exist once (one check per payment, one retention sweep). */
    key: text(),
    status: queueTaskStatusEnum().notNull().default('pending'),
    /** Runs started, counted when a worker claims the task. */
    attempts: integer().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    /** While in the future, the worker in `locked_by` has the task; after it, anyone may take it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('queue_tasks_due_idx')
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    index('queue_tasks_finished_idx')
      .on(t.finishedAt)
      .where(sql`status <> 'pending'`),
    uniqueIndex('queue_tasks_key_unique').on(t.key),
  ],
);
