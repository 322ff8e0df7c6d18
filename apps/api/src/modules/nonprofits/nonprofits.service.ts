import type { NonprofitListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, count, eq, ilike, sql, sum } from 'drizzle-orm';
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
import { pageMeta, searchPattern } from '../../lib/paging';

/**
 * Paid donations per non-profit, as a subquery to join: given to the non-profit itself, or to one
 * of its events, projects or fundraisers, or to a company event raising money for it.
 */
export function raisedByNonprofit(db: Db) {
  const owner = sql<number>`coalesce(${donations.nonprofitId}, ${events.nonprofitId}, ${projects.nonprofitId}, ${fundraisers.nonprofitId}, ${companyEvents.nonprofitId})`;
  return db
    .select({
      nonprofitId: owner.as('owner_nonprofit_id'),
      cents: sum(donations.amountCents).mapWith(Number).as('raised_cents'),
    })
    .from(donations)
    .leftJoin(events, eq(events.id, donations.eventId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(companyEvents, eq(companyEvents.id, donations.companyEventId))
    .where(eq(donations.status, 'paid'))
    .groupBy(owner)
    .as('nonprofit_raised');
}

/** Active non-profits, searchable by name, with their raised amount, in one query. */
export async function listNonprofits(
  db: Db,
  query: PagedQuery,
): Promise<{ data: NonprofitListItem[]; meta: PagedMeta }> {
  const where = and(
    eq(nonprofits.active, true),
    query.search ? ilike(nonprofits.name, searchPattern(query.search)) : undefined,
  );
  const raised = raisedByNonprofit(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({ nonprofit: nonprofits, raisedCents: raised.cents })
      .from(nonprofits)
      .leftJoin(raised, eq(raised.nonprofitId, nonprofits.id))
      .where(where)
      .orderBy(
        query.search
          ? sql`similarity(${nonprofits.name}, ${query.search}) desc`
          : asc(nonprofits.name),
        asc(nonprofits.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(nonprofits).where(where),
  ]);
  return {
    data: rows.map(({ nonprofit: n, raisedCents }) => ({
      id: n.id,
      name: n.name,
      title: n.title,
      description: n.description,
      label: n.label,
      logo: n.logo,
      picture: n.picture,
      verified: n.verified,
      raised: centsToEuros(raisedCents ?? 0),
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
