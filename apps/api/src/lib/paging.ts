import { SEARCH_COUNT_AHEAD, type PagedMeta, type PagedQuery } from '@app/contract';
import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cachedCount } from './count-cache';

/** How many rows a list has; `capped` when counting stopped early (at least `count`). */
export interface ListTotal {
  count: number;
  capped: boolean;
}

export function pageMeta(
  query: Pick<PagedQuery, 'page' | 'per_page'>,
  total: number | ListTotal,
): PagedMeta {
  const { count, capped } = typeof total === 'number' ? { count: total, capped: false } : total;
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(count / query.per_page)),
    per_page: query.per_page,
    total: count,
    ...(capped ? { total_capped: true } : {}),
  };
}

export const offsetOf = (query: Pick<PagedQuery, 'page' | 'per_page'>) =>
  (query.page - 1) * query.per_page;

/** The term for a LIKE pattern, with its own %, _ and backslash taken literally. */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for ILIKE, with the term's own % and _ taken literally. */
export function searchPattern(term: string): string {
  return `%${likeLiteral(term)}%`;
}

/** Rows whose search key (see `searchKey` in db/schema/search.ts) contains the term. */
export const keyContains = (term: string, key: AnyPgColumn): SQL =>
  sql`${key} like lower(${searchPattern(term)})`;

/** Rows whose name (any of the columns) contains the term, case-insensitively (trigram indexes). */
export function nameContains(term: string, ...columns: AnyPgColumn[]): SQL {
  const pattern = searchPattern(term);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** How many matches a searched list counts: up to SEARCH_COUNT_AHEAD rows past the page. */
const searchedLimit = (query: Pick<PagedQuery, 'page' | 'per_page'>) =>
  offsetOf(query) + query.per_page + SEARCH_COUNT_AHEAD;

/** The values of the placeholders of a `searchedPage` for one request. */
export const searchedParams = (
  query: Pick<PagedQuery, 'page' | 'per_page'> & { search: string },
) => ({
  startsWith: `${likeLiteral(query.search)}%`,
  contains: searchPattern(query.search),
  searchLimit: searchedLimit(query),
  perPage: query.per_page,
  offset: offsetOf(query),
});

/**
 * One page of a searched list, best match first: rows whose search key (the lower-cased name,
 * see `searchKey` in db/schema/search.ts) starts with the term, then rows that contain it, each in
 * key order. Both parts are read in index order and stop as soon as the page and
 * SEARCH_COUNT_AHEAD more rows are found, so a common word costs about as much as a rare one;
 * the number of matches (`matched`, on every row) comes from the same scan.
 *
 * The term and the page are placeholders (values from `searchedParams`), so that the statement is
 * built once; prepare it with PLANNED_EACH_TIME, as the best plan depends on the term.
 */
export function searchedPage(
  db: Db,
  list: {
    table: PgTable;
    id: AnyPgColumn;
    key: AnyPgColumn;
    /** The list's other conditions (active, filters). */
    where: SQL | undefined;
  },
) {
  const { table, id, key, where } = list;
  const limit = sql.placeholder('searchLimit');
  const startsWith = sql`${key} like lower(${sql.placeholder('startsWith')})`;
  const part = (rank: number, condition: SQL) =>
    db
      .select({ id, key, rank: sql<number>`${sql.raw(String(rank))}`.as('rank') })
      .from(table)
      .where(and(where, condition))
      .orderBy(asc(key), asc(id))
      .limit(limit);
  const contains = sql`${key} like lower(${sql.placeholder('contains')})`;
  const matched = part(0, startsWith)
    .unionAll(part(1, sql`${contains} and not ${startsWith}`))
    .limit(limit)
    .as('matched');
  return db
    .select({
      id: matched.id,
      rank: matched.rank,
      key: matched.key,
      matched: sql<number>`count(*) over ()`.mapWith(Number).as('matched'),
    })
    .from(matched)
    .orderBy(asc(matched.rank), asc(matched.key), asc(matched.id))
    .limit(sql.placeholder('perPage'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

/**
 * The total of a searched list from its page (see `searchedPage`): the matches counted with it,
 * or, for a page past the last match, a count of its own.
 */
export async function searchedTotal(
  rows: { matched: number }[],
  query: Pick<PagedQuery, 'page' | 'per_page'>,
  countMatches: () => Promise<ListTotal>,
): Promise<ListTotal> {
  const limit = searchedLimit(query);
  if (rows.length > 0) return { count: rows[0]!.matched, capped: rows[0]!.matched >= limit };
  return query.page === 1 ? { count: 0, capped: false } : countMatches();
}

/**
 * The total of a list: the number of rows `matching` selects. Unfiltered totals are cached for a
 * few seconds under `cacheKey`; a searched list (`searchedPage`) counts only SEARCH_COUNT_AHEAD
 * rows past that page.
 */
export async function listTotal(
  db: Db,
  matching: PgSelect,
  options: { searchedPage?: Pick<PagedQuery, 'page' | 'per_page'>; cacheKey?: string },
): Promise<ListTotal> {
  const limit = options.searchedPage ? searchedLimit(options.searchedPage) : undefined;
  const counted = () =>
    db
      .select({ n: count() })
      .from((limit ? matching.limit(limit) : matching).as('matching'))
      .then(([row]) => row?.n ?? 0);
  const n = await (options.cacheKey ? cachedCount(options.cacheKey, counted) : counted());
  return { count: n, capped: limit !== undefined && n >= limit };
}
