import type { DonationActivity } from '@app/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companyEvents,
  donations,
  events,
  fundraisers,
  nonprofits,
  projects,
} from '../../db/schema';
import { centsToEuros } from '../../lib/money';

/** The user's own donations, newest first, with the name of the page each went to. */
export async function donationsOfUser(
  db: Db,
  userId: number,
  limit = 100,
): Promise<DonationActivity[]> {
  const rows = await db
    .select({
      donation: donations,
      targetId: sql<
        number | null
      >`coalesce(${fundraisers.id}, ${nonprofits.id}, ${events.id}, ${projects.id}, ${companyEvents.id})`,
      targetName: sql<
        string | null
      >`coalesce(${fundraisers.name}, ${nonprofits.name}, ${events.title}, ${projects.name}, ${companyEvents.name})`,
    })
    .from(donations)
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(nonprofits, eq(nonprofits.id, donations.nonprofitId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(companyEvents, eq(companyEvents.id, donations.companyEventId))
    .where(eq(donations.donorUserId, userId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit);
  return rows.map(({ donation: d, targetId, targetName }) => ({
    id: d.id,
    reference: d.reference,
    amount: centsToEuros(d.amountCents),
    status: d.status,
    target_type: d.targetType,
    target: targetId === null ? null : { id: Number(targetId), name: targetName! },
    message: d.message,
    created_at: d.createdAt.toISOString(),
  }));
}
