import type { FundraiserListItem, FundraiserProfile, PagedMeta, PagedQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundraisers, nonprofits, topics } from '../../db/schema';
import { localize } from '../../lib/localize';
import { centsToEuros } from '../../lib/money';
import { cachedTotal, readThroughCache, rowsOf, versionOf } from '../../lib/list-cache';
import {
  keyContains,
  likeLiteral,
  offsetOf,
  pageMeta,
  searchedLimit,
  searchedTotal,
  searchPattern,
  type ListTotal,
} from '../../lib/paging';
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

/** A row of fundraiser_cards (db/functions/fundraiser_cards.sql). */
interface CardRow {
  id: number;
  name: string;
  description: string | null;
  label: string | null;
  logo: string | null;
  picture: string | null;
  image: string | null;
  goal_cents: number | null;
  user_id: number;
  nonprofit_id: number | null;
  event_id: number | null;
  project_id: number | null;
  raised_cents: number | string;
  nonprofit_name: string | null;
  event_title: string | null;
  project_name: string | null;
  list_version: unknown;
  /** How many search matches were counted (fundraiser_search_ids); searched pages only. */
  matched?: number;
}

const cardsOf = (db: Db, ids: SQL) =>
  rowsOf<CardRow>(db, sql`select * from fundraiser_cards(${ids})`);

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/**
 * Active fundraisers by name, searchable, with parents and raised amount. A page's ids come from
 * fundraiser_page_ids, a searched page's (names starting with the term first) from
 * fundraiser_search_ids, the cards from fundraiser_cards (db/functions/). Which ids make a page,
 * and a list's total, are kept in the list cache (lib/list-cache.ts); the cards never are.
 */
export async function listFundraisers(
  db: Db,
  query: PagedQuery,
  filter: FundraiserFilter = {},
): Promise<{ data: FundraiserListItem[]; meta: PagedMeta }> {
  const sdgTopicId = filter.sdgTopicId ?? null;
  const topicId = filter.topicId ?? null;
  const list = `fundraisers/${sdgTopicId}/${topicId}`;
  const limit = query.per_page;
  const offset = offsetOf(query);
  const search = query.search;
  let rows: CardRow[];
  let total: ListTotal;
  if (search) {
    rows = await readThroughCache(db, `${list}?search=${search}&${query.page}/${limit}`, {
      again: (kept: { ids: number[]; matched: number }) =>
        cardsOf(db, idArray(kept.ids)).then((cards) =>
          cards.map((card) => ({ ...card, matched: kept.matched })),
        ),
      find: () =>
        rowsOf<CardRow>(
          db,
          sql`with found as materialized (
                select * from fundraiser_search_ids(${`${likeLiteral(search)}%`}, ${searchPattern(search)},
                  ${searchedLimit(query)}, ${limit}, ${offset}, ${sdgTopicId}, ${topicId})
                  with ordinality as s(id, matched, n))
              select c.*, (select max(matched) from found) as matched
              from fundraiser_cards(array(select id from found order by n)) c`,
        ),
      keep: (found) => ({ ids: found.map((f) => f.id), matched: Number(found[0]!.matched) }),
    });
    total = await searchedTotal(
      rows.map((f) => ({ matched: Number(f.matched) })),
      query,
      () =>
        countFundraisers(
          db,
          filter,
          searchedLimit(query),
          keyContains(search, fundraisers.nameKey),
        ),
    );
  } else {
    rows = await readThroughCache(db, `${list}&${query.page}/${limit}`, {
      again: (ids: number[]) => cardsOf(db, idArray(ids)),
      find: () =>
        cardsOf(
          db,
          sql`array(select id from fundraiser_page_ids(${limit}, ${offset}, ${sdgTopicId}, ${topicId}) with ordinality as p(id, n) order by n)`,
        ),
      keep: (found) => found.map((f) => f.id),
    });
    const n = await cachedTotal(db, list, rows[0] && versionOf(rows[0]), async () => {
      const [counted] = await rowsOf<{ n: number; list_version: unknown }>(
        db,
        sql`select (${db.select({ n: count() }).from(fundraisers).where(whereListed(filter))})::integer as n,
                   (select l.version from list_version l where l.one) as list_version`,
      );
      return counted!;
    });
    total = { count: n, capped: false };
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
      goal: f.goal_cents === null ? null : centsToEuros(f.goal_cents),
      raised: centsToEuros(Number(f.raised_cents)),
      users_id: f.user_id,
      nonprofit: ref(f.nonprofit_id, f.nonprofit_name),
      event: ref(f.event_id, f.event_title),
      project: ref(f.project_id, f.project_name),
    })),
    meta: pageMeta(query, total),
  };
}

/** How many active fundraisers match a filter and `condition`, counting at most `limit`. */
async function countFundraisers(
  db: Db,
  filter: FundraiserFilter,
  limit: number,
  condition: SQL,
): Promise<ListTotal> {
  const matching = db
    .select({ one: sql`1` })
    .from(fundraisers)
    .where(and(whereListed(filter), condition))
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { count: n, capped: n >= limit };
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
