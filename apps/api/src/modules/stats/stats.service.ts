import { and, countDistinct, gt, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';

/**
 * A donation that counts: paid, and not wholly refunded or charged back (its counted amount is
 * its net amount while paid).
 */
const counts = gt(donations.countedCents, 0);

/** Sum of paid donations' net amounts (less refunds and chargebacks), in cents. */
export async function totalRaisedCents(db: Db): Promise<number> {
  const [row] = await db
    .select({ cents: sum(donations.countedCents).mapWith(Number) })
    .from(donations)
    .where(counts);
  return row?.cents ?? 0;
}

/**
 * Distinct people with at least one paid donation that counts (a wholly refunded one does not): a
 * signed-in donor counts once, a guest once per e-mail address, a guest without e-mail once per
 * donation.
 */
export async function totalSupporters(db: Db): Promise<number> {
  const donor = sql`coalesce('u' || ${donations.donorUserId}, 'e' || lower(${donations.donorEmail}), 'd' || ${donations.id})`;
  const [row] = await db
    .select({ count: countDistinct(donor) })
    .from(donations)
    .where(counts);
  return row?.count ?? 0;
}

/** Fundraisers that have received at least one paid donation that counts. */
export async function totalFundraisers(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(donations.fundraiserId) })
    .from(donations)
    .where(and(counts, isNotNull(donations.fundraiserId)));
  return row?.count ?? 0;
}
