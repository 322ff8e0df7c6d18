import { SEARCH_COUNT_AHEAD, type PagedMeta, type PagedQuery } from '@app/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

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
export const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for ILIKE, with the term's own % and _ taken literally. */
export function searchPattern(term: string): string {
  return `%${likeLiteral(term)}%`;
}

/** Rows whose name (any of the columns) contains the term, case-insensitively (trigram indexes). */
export function nameContains(term: string, ...columns: AnyPgColumn[]): SQL {
  const pattern = searchPattern(term);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** How many matches a searched list counts: up to SEARCH_COUNT_AHEAD rows past the page. */
export const searchedLimit = (query: Pick<PagedQuery, 'page' | 'per_page'>) =>
  offsetOf(query) + query.per_page + SEARCH_COUNT_AHEAD;

/**
 * The total of a searched list from its page (see `searchedIds` in fundraisers.service.ts): the
 * matches counted with it, or, for a page past the last match, a count of its own.
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
 * The total of a list: the number of rows `matching` selects. A searched list (`searchedPage`: its
 * page and per_page) counts only SEARCH_COUNT_AHEAD rows past that page.
 */
export async function listTotal(
  db: Db,
  matching: PgSelect,
  options: { searchedPage?: Pick<PagedQuery, 'page' | 'per_page'> } = {},
): Promise<ListTotal> {
  const limit = options.searchedPage ? searchedLimit(options.searchedPage) : undefined;
  const n = await db
    .select({ n: count() })
    .from((limit ? matching.limit(limit) : matching).as('matching'))
    .then(([row]) => row?.n ?? 0);
  return { count: n, capped: limit !== undefined && n >= limit };
}
