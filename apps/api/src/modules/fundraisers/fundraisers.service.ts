import type { FundraiserListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { listTotal, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForFundraiser } from '../donations/raised';

export interface FundraiserFilter {
  sdgTopicId?: number;
  topicId?: number;
}

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };
const order = [asc(fundraisers.name), asc(fundraisers.id)];

/**
 * Active fundraisers by name, searchable, with parents and raised amount. The page's ids are
 * found first (an index scan), so raised amounts are summed for those 20 rows only.
 */
export async function listFundraisers(
  db: Db,
  query: PagedQuery,
  filter: FundraiserFilter = {},
): Promise<{ data: FundraiserListItem[]; meta: PagedMeta }> {
  const conditions: (SQL | undefined)[] = [eq(fundraisers.active, true)];
  if (query.search) conditions.push(nameContains(query.search, fundraisers.name));
  if (filter.sdgTopicId) conditions.push(eq(fundraisers.sdgTopicId, filter.sdgTopicId));
  if (filter.topicId) conditions.push(eq(fundraisers.topicId, filter.topicId));
  const where = and(...conditions);
  const page = db
    .select({ id: fundraisers.id })
    .from(fundraisers)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset(offsetOf(query))
    .as('page');
  const unfiltered = !query.search && !filter.sdgTopicId && !filter.topicId;

  const [rows, total] = await Promise.all([
    db
      .select({
        id: fundraisers.id,
        name: fundraisers.name,
        description: fundraisers.description,
        label: fundraisers.label,
        logo: fundraisers.logo,
        picture: fundraisers.picture,
        image: fundraisers.image,
        goalCents: fundraisers.goalCents,
        userId: fundraisers.userId,
        nonprofitId: fundraisers.nonprofitId,
        eventId: fundraisers.eventId,
        projectId: fundraisers.projectId,
        raisedCents: raisedForFundraiser(fundraisers.id),
        nonprofitName: nonprofits.name,
        eventTitle: events.title,
        projectName: projects.name,
      })
      .from(page)
      .innerJoin(fundraisers, eq(fundraisers.id, page.id))
      .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
      .leftJoin(events, eq(events.id, fundraisers.eventId))
      .leftJoin(projects, eq(projects.id, fundraisers.projectId))
      .orderBy(...order),
    listTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(fundraisers)
        .where(where)
        .$dynamic(),
      {
        searchedPage: query.search ? query : undefined,
        cacheKey: unfiltered ? 'fundraisers' : undefined,
      },
    ),
  ]);
  return {
    data: rows.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      label: f.label,
      logo: f.logo,
      picture: f.picture,
      image: f.image,
      goal: f.goalCents === null ? null : centsToEuros(f.goalCents),
      raised: centsToEuros(f.raisedCents),
      users_id: f.userId,
      nonprofit: ref(f.nonprofitId, f.nonprofitName),
      event: ref(f.eventId, f.eventTitle),
      project: ref(f.projectId, f.projectName),
    })),
    meta: pageMeta(query, total),
  };
}
