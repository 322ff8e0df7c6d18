import type { FundraiserListItem, FundraiserProfile, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, fundraisers, nonprofits, projects, topics } from '../../db/schema';
import { localize } from '../../lib/localize';
import { centsToEuros } from '../../lib/money';
import {
  keyContains,
  listTotal,
  offsetOf,
  pageMeta,
  searchedPage,
  searchedTotal,
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
const order = [asc(fundraisers.name), asc(fundraisers.id)];

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

/** The cards of one page: its fundraisers with their parents and raised amounts, in order. */
function cardsOf(
  db: Db,
  page: Subquery & { id: AnyPgColumn; matched: SQL.Aliased<number> },
  pageOrder: SQL[],
) {
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
      matched: page.matched,
    })
    .from(page)
    .innerJoin(fundraisers, eq(fundraisers.id, page.id))
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .orderBy(...pageOrder);
}

/**
 * A page of the list in name order, as a prepared statement per filter combination: browsing
 * is the busiest request, and a prepared statement is neither rebuilt by the query builder nor
 * parsed again by PostgreSQL.
 */
const namePage = preparedPerDatabase((db, shape: 'all' | 'sdg' | 'topic' | 'sdg-topic') => {
  const page = db
    .select({ id: fundraisers.id, matched: sql<number>`0`.mapWith(Number).as('matched') })
    .from(fundraisers)
    .where(
      whereListed({
        sdgTopicId: shape.startsWith('sdg') ? sql.placeholder('sdgTopicId') : undefined,
        topicId: shape.endsWith('topic') ? sql.placeholder('topicId') : undefined,
      }),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return cardsOf(db, page, order).prepare(`fundraisers_page_${shape}`);
});

/**
 * Active fundraisers by name, searchable, with parents and raised amount. The page's ids are
 * found first (an index scan), so the rest is looked up for those 20 rows only. A searched list
 * puts names starting with the term first (see `searchedPage`).
 */
export async function listFundraisers(
  db: Db,
  query: PagedQuery,
  filter: FundraiserFilter = {},
): Promise<{ data: FundraiserListItem[]; meta: PagedMeta }> {
  const where = whereListed(filter);
  const matching = (condition?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(fundraisers)
      .where(and(where, condition))
      .$dynamic();
  const search = query.search;
  let rows: Awaited<ReturnType<typeof cardsOf>>;
  let total: ListTotal;
  if (search) {
    const page = searchedPage(db, {
      table: fundraisers,
      id: fundraisers.id,
      key: fundraisers.nameKey,
      where,
      query: { ...query, search },
    });
    rows = await cardsOf(db, page, [asc(page.rank), asc(page.key), asc(page.id)]);
    total = await searchedTotal(rows, query, () =>
      listTotal(db, matching(keyContains(search, fundraisers.nameKey)), { searchedPage: query }),
    );
  } else {
    const shape =
      filter.sdgTopicId && filter.topicId
        ? 'sdg-topic'
        : filter.sdgTopicId
          ? 'sdg'
          : filter.topicId
            ? 'topic'
            : 'all';
    [rows, total] = await Promise.all([
      namePage(db, shape).execute({ ...filter, limit: query.per_page, offset: offsetOf(query) }),
      listTotal(db, matching(), { cacheKey: shape === 'all' ? 'fundraisers' : undefined }),
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
