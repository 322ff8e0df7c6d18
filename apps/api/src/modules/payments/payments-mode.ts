import { and, eq, ne, sql } from 'drizzle-orm';
import type { PaymentsMode } from '../../config';
import type { Db } from '../../db/client';
import { donations, platformPayments } from '../../db/schema';

/**
 * Records the mode this start runs in and makes the donations already there follow it: on a
 * live platform test money stops counting in every total (the raised counters follow through
 * their trigger, in this transaction); back in test mode it counts again. Safe to repeat, and
 * quick when nothing changes (an index holds the test donations only). Answers how many
 * donations changed.
 */
export async function syncPaymentsMode(db: Db, mode: PaymentsMode): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(platformPayments)
      .values({ mode })
      .onConflictDoUpdate({
        target: platformPayments.one,
        set: { mode, updatedAt: sql`now()` },
        setWhere: ne(platformPayments.mode, mode),
      });
    const counts = mode === 'test';
    const changed = await tx
      .update(donations)
      .set({ inTotals: counts })
      .where(and(eq(donations.mode, 'test'), ne(donations.inTotals, counts)))
      .returning({ id: donations.id });
    return changed.length;
  });
}
