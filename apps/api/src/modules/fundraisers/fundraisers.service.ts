import type { FundraiserListItem, FundraiserProfile, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects, topics } from '../../db/schema';
import { localize } from '../../lib/localize';
import { centsToEuros } from '../../lib/money';
import {
  keyContains,
  likeLiteral,
  listTotal,
  offsetOf,
  pageMeta,
  searchedLimit,
  searchedTotal,
  searchPattern,
  type ListTotal,
} from '../../lib/paging';
import { preparedPerDatabase } from '../../lib/prepared';
import { raisedForFundraiser } from '../donations/raised';

export interface FundraiserFilter<V = number> {
  sdgTopicId?: V;
  topicId?: V;
}

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/**
 * Active fundraisers matching a filter. `active` is the bare column, so that the partial
 * indexes (`WHERE active`) serve prepared statements too, whose parameters are not known when
 * they are planned.
 */
const whereListed = (filter: FundraiserFilter<number | Placeholder>) =>
  and(
    fundraisers.active,
    filter.sdgTopicId ? eq(fundraisers.sdgTopicId, filter.sdgTopicId) : undefined,
    filter.topicId ? eq(fundraisers.topicId, filter.topicId) : undefined,
  );

/**
 * A fundraiser card with its parents and raised amount, and `matched` (how many search matches
 * were counted, see fundraiser_search_ids).
 */
function selectCards(db: Db, matched: SQL.Aliased<number> | SQL<number>) {
  return db.select({
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
    matched,
  });
}

/**
 * A page of cards in name order, in one round trip. The page's ids come from the SQL function
 * fundraiser_page_ids (migration 0013), planned per call as one small query; this statement,
 * which has no LIMIT or OFFSET of its own, PostgreSQL plans once per connection (planning the
 * five-table join for every offset cost more than running it).
 */
const namePage = preparedPerDatabase((db, _shape: 'page') =>
  selectCards(db, sql<number>`0`.mapWith(Number))
    .from(
      sql`fundraiser_page_ids(${sql.placeholder('limit')}, ${sql.placeholder('offset')}, ${sql.placeholder('sdgTopicId')}, ${sql.placeholder('topicId')}) with ordinality as page(id, n)`,
    )
    .innerJoin(fundraisers, sql`${fundraisers.id} = page.id`)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .orderBy(sql`page.n`)
    .prepare('fundraisers_page'),
);

type Card = Awaited<ReturnType<ReturnType<typeof namePage>['execute']>>[number];

/**
 * A page of search results as cards, best match first, in one round trip: the ids come from the
 * SQL function fundraiser_search_ids (migration 0014), planned per call for the term, and the
 * cards around them keep one plan per connection, as in `namePage`.
 */
const searchPage = preparedPerDatabase((db, _shape: 'search') =>
  selectCards(db, sql<number>`page.matched`.mapWith(Number))
    .from(
      sql`fundraiser_search_ids(${sql.placeholder('startsWith')}, ${sql.placeholder('contains')}, ${sql.placeholder('searchLimit')}, ${sql.placeholder('limit')}, ${sql.placeholder('offset')}, ${sql.placeholder('sdgTopicId')}, ${sql.placeholder('topicId')}) with ordinality as page(id, matched, n)`,
    )
    .innerJoin(fundraisers, sql`${fundraisers.id} = page.id`)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .orderBy(sql`page.n`)
    .prepare('fundraisers_search'),
);

/**
 * Active fundraisers by name, searchable, with parents and raised amount. The page's ids are
 * found first (an index scan), then the cards of those 20 rows are read by id. A searched list
 * puts names starting with the term first (see fundraiser_search_ids, migration 0014).
 */
export async function listFundraisers(
  db: Db,
  query: PagedQuery,
  filter: FundraiserFilter = {},
): Promise<{ data: FundraiserListItem[]; meta: PagedMeta }> {
  const matching = (condition?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(fundraisers)
      .where(and(whereListed(filter), condition))
      .$dynamic();
  const page = {
    limit: query.per_page,
    offset: offsetOf(query),
    sdgTopicId: filter.sdgTopicId ?? null,
    topicId: filter.topicId ?? null,
  };
  const search = query.search;
  let rows: Card[];
  let total: ListTotal;
  if (search) {
    rows = await searchPage(db, 'search').execute({
      ...page,
      startsWith: `${likeLiteral(search)}%`,
      contains: searchPattern(search),
      searchLimit: searchedLimit(query),
    });
    total = await searchedTotal(rows, query, () =>
      listTotal(db, matching(keyContains(search, fundraisers.nameKey)), { searchedPage: query }),
    );
  } else {
    const unfiltered = !filter.sdgTopicId && !filter.topicId;
    [rows, total] = await Promise.all([
      namePage(db, 'page').execute(page),
      listTotal(db, matching(), { cacheKey: unfiltered ? 'fundraisers' : undefined }),
    ]);
  }
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

/** GET /fundraiser-profile/{id}: every field of the fundraiser, its non-profit, topic and raised. */
export async function findFundraiserProfile(
  db: Db,
  id: number,
  lang: Language,
): Promise<FundraiserProfile | undefined> {
  const [row] = await db
    .select({
      f: {
        id: fundraisers.id,
        name: fundraisers.name,
        label: fundraisers.label,
        picture: fundraisers.picture,
        logo: fundraisers.logo,
        image: fundraisers.image,
        description: fundraisers.description,
        goalCents: fundraisers.goalCents,
        addressLine1: fundraisers.addressLine1,
        location: fundraisers.location,
        userId: fundraisers.userId,
        nonprofitId: fundraisers.nonprofitId,
        eventId: fundraisers.eventId,
        projectId: fundraisers.projectId,
        topicId: fundraisers.topicId,
        active: fundraisers.active,
        verified: fundraisers.verified,
      },
      nonprofitName: nonprofits.name,
      topicName: topics.name,
      topicNameNl: topics.nameNl,
      raisedCents: raisedForFundraiser(fundraisers.id),
    })
    .from(fundraisers)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(topics, eq(topics.id, fundraisers.topicId))
    .where(eq(fundraisers.id, id));
  if (!row) return undefined;
  const { f } = row;
  return {
    id: f.id,
    name: f.name,
    label: f.label,
    picture: f.picture,
    logo: f.logo,
    image: f.image,
    description: f.description,
    goal: f.goalCents === null ? null : centsToEuros(f.goalCents),
    addressLine1: f.addressLine1,
    location: f.location,
    users_id: f.userId,
    nonprofits_id: f.nonprofitId,
    events_id: f.eventId,
    projects_id: f.projectId,
    topic_id: f.topicId,
    active: f.active,
    verified: f.verified,
    nonprofit: ref(f.nonprofitId, row.nonprofitName),
    topic:
      f.topicId === null
        ? null
        : { id: f.topicId, name: localize(lang, row.topicName!, row.topicNameNl) },
    raised: centsToEuros(row.raisedCents),
  };
}
