import type { FundraiserListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects } from '../../db/schema';
import { cachedCount } from '../../lib/count-cache';
import { centsToEuros } from '../../lib/money';
import { bySimilarity, nameContains, offsetOf, pageMeta } from '../../lib/paging';
import { raisedForFundraiser } from '../donations/raised';

export interface FundraiserFilter {
  sdgTopicId?: number;
  topicId?: number;
}

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** Active fundraisers, searchable by name, with parents and raised amount in one query. */
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
  const counted = () =>
    db
      .select({ n: count() })
      .from(fundraisers)
      .where(where)
      .then(([row]) => row?.n ?? 0);
  const unfiltered = !query.search && !filter.sdgTopicId && !filter.topicId;

  const [rows, total] = await Promise.all([
    db
      .select({
        fundraiser: {
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
        },
        raisedCents: raisedForFundraiser(fundraisers.id),
        nonprofitName: nonprofits.name,
        eventTitle: events.title,
        projectName: projects.name,
      })
      .from(fundraisers)
      .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
      .leftJoin(events, eq(events.id, fundraisers.eventId))
      .leftJoin(projects, eq(projects.id, fundraisers.projectId))
      .where(where)
      .orderBy(
        ...(query.search ? [bySimilarity(query.search, fundraisers.name)] : []),
        asc(fundraisers.name),
        asc(fundraisers.id),
      )
      .limit(query.per_page)
      .offset(offsetOf(query)),
    unfiltered ? cachedCount('fundraisers', counted) : counted(),
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
      raised: centsToEuros(raisedCents),
      users_id: f.userId,
      nonprofit: ref(f.nonprofitId, nonprofitName),
      event: ref(f.eventId, eventTitle),
      project: ref(f.projectId, projectName),
    })),
    meta: pageMeta(query, total),
  };
}
