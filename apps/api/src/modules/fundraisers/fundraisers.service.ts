import type { FundraiserListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, count, eq, ilike, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, events, fundraisers, nonprofits, projects } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { pageMeta, searchPattern } from '../../lib/paging';

/** Paid donations per fundraiser, as a subquery to join. */
export function raisedByFundraiser(db: Db) {
  return db
    .select({
      fundraiserId: donations.fundraiserId,
      cents: sum(donations.amountCents).mapWith(Number).as('raised_cents'),
    })
    .from(donations)
    .where(eq(donations.status, 'paid'))
    .groupBy(donations.fundraiserId)
    .as('fundraiser_raised');
}

/** Active fundraisers, searchable by name, with parents and raised amount in one query. */
export async function listFundraisers(
  db: Db,
  query: PagedQuery,
): Promise<{ data: FundraiserListItem[]; meta: PagedMeta }> {
  const where = and(
    eq(fundraisers.active, true),
    query.search ? ilike(fundraisers.name, searchPattern(query.search)) : undefined,
  );
  const raised = raisedByFundraiser(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        fundraiser: fundraisers,
        raisedCents: raised.cents,
        nonprofitName: nonprofits.name,
        eventTitle: events.title,
        projectName: projects.name,
      })
      .from(fundraisers)
      .leftJoin(raised, eq(raised.fundraiserId, fundraisers.id))
      .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
      .leftJoin(events, eq(events.id, fundraisers.eventId))
      .leftJoin(projects, eq(projects.id, fundraisers.projectId))
      .where(where)
      .orderBy(
        query.search
          ? sql`similarity(${fundraisers.name}, ${query.search}) desc`
          : asc(fundraisers.name),
        asc(fundraisers.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(fundraisers).where(where),
  ]);
  return {
    data: rows.map(({ fundraiser: f, raisedCents, nonprofitName, eventTitle, projectName }) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      label: f.label,
      logo: f.logo,
      picture: f.picture,
      image: f.image,
      goal: f.goalCents === null ? null : centsToEuros(f.goalCents),
      raised: centsToEuros(raisedCents ?? 0),
      users_id: f.userId,
      nonprofit: f.nonprofitId === null ? null : { id: f.nonprofitId, name: nonprofitName! },
      event: f.eventId === null ? null : { id: f.eventId, name: eventTitle! },
      project: f.projectId === null ? null : { id: f.projectId, name: projectName! },
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
