import { and, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, queueTasks, rateLimits } from '../db/schema';
import type { TaskKind } from './tasks';

const DAY = 24 * 60 * 60_000;

/** Days an e-mail (it holds an address) and a finished task are kept after they are done. */
export const RETENTION_DAYS = 30;

/**
 * The daily sweep: deletes e-mails that are done (sent, kept or failed) and finished tasks older
 * than RETENTION_DAYS, and rate-limit counters whose window has ended (a new attempt starts a
 * fresh window on the same row anyway). Queued e-mails stay until their task ends.
 */
export function retentionTask(db: Db): TaskKind {
  return {
    async run() {
      const before = sql`now() - ${RETENTION_DAYS}::integer * interval '1 day'`;
      await db
        .delete(mailOutbox)
        .where(and(ne(mailOutbox.status, 'queued'), lt(mailOutbox.updatedAt, before)));
      await db
        .delete(queueTasks)
        .where(and(ne(queueTasks.status, 'pending'), lt(queueTasks.finishedAt, before)));
      await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
      return { again: new Date(Date.now() + DAY) };
    },
    // A sweep that failed is tried again in an hour; it never gives up.
    retryAt: (_task, now) => new Date(now.getTime() + DAY / 24),
  };
}
