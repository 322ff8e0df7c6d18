import type { FundraiserListItem, FundraiserProfile, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
  searchedParams,
  searchedTotal,
  type ListTotal,
} from '../../lib/paging';
import { PLANNED_EACH_TIME, preparedPerDatabase } from '../../lib/prepared';
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

/** A fundraiser card with its parents and raised amount, read with `page` (a FROM item). */
function selectCards(db: Db) {
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
  });
}

/**
 * A page of cards in name order, in one round trip. The page's ids come from the SQL function
 * fundraiser_page_ids (migration 0013), planned per call as one small query; this statement,
 * which has no LIMIT or OFFSET of its own, PostgreSQL plans once per connection (planning the
 * five-table join for every offset cost more than running it).
 */
const namePage = preparedPerDatabase((db, _shape: 'page') =>
  selectCards(db)
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

/**
 * The cards of a page, by id (in no particular order): one prepared statement, planned once per
 * connection like `namePage`.
 */
const cardsById = preparedPerDatabase((db, _shape: 'cards') =>
  selectCards(db)
    .from(fundraisers)
    .leftJoin(nonprofits, eq(nonprofits.id, fundraisers.nonprofitId))
    .leftJoin(events, eq(events.id, fundraisers.eventId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .where(sql`${fundraisers.id} = any(${sql.placeholder('ids')})`)
    .prepare('fundraiser_cards'),
);

type Card = Awaited<ReturnType<ReturnType<typeof cardsById>['execute']>>[number];

/** The cards of the fundraisers `ids`, in that order. */
async function cardsOf(db: Db, ids: number[]): Promise<Card[]> {
  if (ids.length === 0) return [];
  const cards = new Map(
    (await cardsById(db, 'cards').execute({ ids })).map((card) => [card.id, card]),
  );
  return ids.flatMap((id) => cards.get(id) ?? []);
}

type Shape = 'all' | 'sdg' | 'topic' | 'sdg-topic';
const shapeOf = (filter: FundraiserFilter): Shape =>
  filter.sdgTopicId && filter.topicId
    ? 'sdg-topic'
    : filter.sdgTopicId
      ? 'sdg'
      : filter.topicId
        ? 'topic'
        : 'all';

/** The filter of a statement of that shape, as placeholders. */
const shapeFilter = (shape: Shape) => ({
  sdgTopicId: shape.startsWith('sdg') ? sql.placeholder('sdgTopicId') : undefined,
  topicId: shape.endsWith('topic') ? sql.placeholder('topicId') : undefined,
});

/**
 * The ids of a searched page (see `searchedPage`), built once per filter combination and
 * planned for each term.
 */
const searchPage = preparedPerDatabase((db, shape: Shape) => {
  const page = searchedPage(db, {
    table: fundraisers,
    id: fundraisers.id,
    key: fundraisers.nameKey,
    where: whereListed(shapeFilter(shape)),
  });
  return db
    .select({ id: page.id, matched: page.matched })
    .from(page)
    .orderBy(asc(page.rank), asc(page.key), asc(page.id))
    .prepare(PLANNED_EACH_TIME);
});

/**
 * Active fundraisers by name, searchable, with parents and raised amount. The page's ids are
 * found first (an index scan), then the cards of those 20 rows are read by id. A searched list
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
  const shape = shapeOf(filter);
  let rows: Card[];
  let total: ListTotal;
  if (search) {
    const found = await searchPage(db, shape).execute({
      ...filter,
      ...searchedParams({ ...query, search }),
    });
    rows = await cardsOf(
      db,
      found.map((row) => Number(row.id)),
    );
    total = await searchedTotal(found, query, () =>
      listTotal(db, matching(keyContains(search, fundraisers.nameKey)), { searchedPage: query }),
    );
  } else {
    [rows, total] = await Promise.all([
      namePage(db, 'page').execute({
        limit: query.per_page,
        offset: offsetOf(query),
        sdgTopicId: filter.sdgTopicId ?? null,
        topicId: filter.topicId ?? null,
      }),
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
