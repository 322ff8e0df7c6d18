import type { FundraiserListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects } from '../../db/schema';
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
import { learnAnchor, memoPerDatabase, nearestAnchor, type Anchor } from '../../lib/query-memo';
import { raisedForFundraiser } from '../donations/raised';

export interface FundraiserFilter {
  sdgTopicId?: number;
  topicId?: number;
}

const ref = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** Active fundraisers matching a filter (what a list counts). */
const whereListed = (filter: FundraiserFilter) =>
  and(
    fundraisers.active,
    filter.sdgTopicId ? eq(fundraisers.sdgTopicId, filter.sdgTopicId) : undefined,
    filter.topicId ? eq(fundraisers.topicId, filter.topicId) : undefined,
  );

/**
 * The cards of a page whose ids a SQL function returns: `page` is the function call, aliased
 * `page(id, ..., version, n)` WITH ORDINALITY, and `matched` how many search matches were counted
 * (see fundraiser_search_ids). Each fundraiser comes with its parents and raised amount, in the
 * function's order, and the list version the page was read at (see lib/query-memo.ts).
 *
 * The statement has no LIMIT or OFFSET of its own, and the functions declare their 20 rows, so
 * PostgreSQL plans it once per connection; only the one-table query inside the function is
 * planned per call (planning the five-table join for every offset or term cost more than running
 * it; ADR 009).
 */
function cardsOfPage(db: Db, page: SQL, matched: SQL<number>) {
  return db
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
      matched,
      version: sql<number>`page.version`.mapWith(Number),
    })
    .from(page)
    .innerJoin(fundraisers, sql`${fundraisers.id} = page.id`)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .orderBy(sql`page.n`);
}

/**
 * A page of cards in name order (fundraiser_page_ids, migrations 0013 and 0016), in one round
 * trip: from a row whose place in the list is known (`from`, see pageAnchors), or counted off
 * from the start.
 */
const namePage = preparedPerDatabase((db, _shape: 'page') =>
  cardsOfPage(
    db,
    sql`fundraiser_page_ids(${sql.placeholder('limit')}, ${sql.placeholder('offset')}, ${sql.placeholder('sdgTopicId')}, ${sql.placeholder('topicId')}, ${sql.placeholder('version')}, ${sql.placeholder('fromOffset')}, ${sql.placeholder('fromName')}, ${sql.placeholder('fromId')}) with ordinality as page(id, version, n)`,
    sql<number>`0`.mapWith(Number),
  ).prepare('fundraisers_page'),
);

type Card = Awaited<ReturnType<ReturnType<typeof namePage>['execute']>>[number];

/**
 * A page of search results as cards, best match first (fundraiser_search_ids, migrations 0014
 * and 0016, planned per call for the term), in one round trip: the ids found for the same query
 * before (`ids`, `matched`, see searchAnswers) while the list has not changed since, or searched
 * again.
 */
const searchPage = preparedPerDatabase((db, _shape: 'search') =>
  cardsOfPage(
    db,
    sql`fundraiser_search_ids(${sql.placeholder('startsWith')}, ${sql.placeholder('contains')}, ${sql.placeholder('searchLimit')}, ${sql.placeholder('limit')}, ${sql.placeholder('offset')}, ${sql.placeholder('sdgTopicId')}, ${sql.placeholder('topicId')}, ${sql.placeholder('version')}, ${sql.placeholder('ids')}, ${sql.placeholder('matched')}) with ordinality as page(id, matched, version, n)`,
    sql<number>`page.matched`.mapWith(Number),
  ).prepare('fundraisers_search'),
);

/** Per list (its filter): where rows of the name-ordered list were, so a page starts from the nearest. */
const pageAnchors = memoPerDatabase<Anchor[]>(50);

/** Per searched page: the ids it found and how many matches it counted. */
const searchAnswers = memoPerDatabase<{ ids: number[]; matched: number }>(1000);

/**
 * Active fundraisers by name, searchable, with parents and raised amount. A searched list puts
 * names starting with the term first (see fundraiser_search_ids, migration 0014).
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
    const answers = searchAnswers(db);
    const key = [search, query.page, query.per_page, page.sdgTopicId, page.topicId].join('\u0000');
    const known = answers.get(key);
    rows = await searchPage(db, 'search').execute({
      ...page,
      startsWith: `${likeLiteral(search)}%`,
      contains: searchPattern(search),
      searchLimit: searchedLimit(query),
      version: known?.version ?? null,
      ids: known?.value.ids ?? null,
      matched: known?.value.matched ?? null,
    });
    if (rows[0]) {
      answers.set(key, rows[0].version, { ids: rows.map((f) => f.id), matched: rows[0].matched });
    }
    total = await searchedTotal(rows, query, () =>
      listTotal(db, matching(keyContains(search, fundraisers.nameKey)), { searchedPage: query }),
    );
  } else {
    const unfiltered = !filter.sdgTopicId && !filter.topicId;
    const anchors = pageAnchors(db);
    const list = `${page.sdgTopicId}/${page.topicId}`;
    const known = anchors.get(list);
    const from = known && nearestAnchor(known.value, page.offset);
    [rows, total] = await Promise.all([
      namePage(db, 'page').execute({
        ...page,
        version: from ? known.version : null,
        fromOffset: from?.offset ?? null,
        fromName: from?.name ?? null,
        fromId: from?.id ?? null,
      }),
      listTotal(db, matching(), { cacheKey: unfiltered ? 'fundraisers' : undefined }),
    ]);
    const first = rows[0];
    if (first) {
      learnAnchor(anchors, list, first.version, {
        offset: page.offset,
        name: first.name,
        id: first.id,
      });
    }
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
