import type { FundraiserListItem, PagedMeta, PagedQuery } from '@app/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundraisers } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { arrayOf, cachedTotal, readThroughCache, rowsOf, versionOf } from '../../lib/list-cache';
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
        cardsOf(db, arrayOf(kept.ids, 'integer')).then((cards) =>
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
        listTotal(
          db,
          db
            .select({ one: sql`1` })
            .from(fundraisers)
            .where(and(whereListed(filter), keyContains(search, fundraisers.nameKey)))
            .$dynamic(),
          { searchedPage: query },
        ),
    );
  } else {
    rows = await readThroughCache(db, `${list}&${query.page}/${limit}`, {
      again: (ids: number[]) => cardsOf(db, arrayOf(ids, 'integer')),
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
