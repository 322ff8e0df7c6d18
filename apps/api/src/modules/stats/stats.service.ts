import { and, countDistinct, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';

const paid = eq(donations.status, 'paid');

/** Sum of paid donations, in cents. */
export async function totalRaisedCents(db: Db): Promise<number> {
  const [row] = await db
    .select({ cents: sum(donations.amountCents).mapWith(Number) })
    .from(donations)
    .where(paid);
  return row?.cents ?? 0;
}

/**
 * Distinct people with at least one paid donation: a signed-in donor counts once, a guest once
 * per e-mail address, a guest without e-mail once per donation.
 */
export async function totalSupporters(db: Db): Promise<number> {
  const donor = sql`coalesce('u' || ${donations.donorUserId}, 'e' || lower(${donations.donorEmail}), 'd' || ${donations.id})`;
  const [row] = await db
    .select({ count: countDistinct(donor) })
    .from(donations)
    .where(paid);
  return row?.count ?? 0;
}

/** Fundraisers that have received at least one paid donation. */
export async function totalFundraisers(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(donations.fundraiserId) })
    .from(donations)
    .where(and(paid, isNotNull(donations.fundraiserId)));
  return row?.count ?? 0;
}
