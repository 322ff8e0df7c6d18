import { SEARCH_TOTAL_CAP, type PagedMeta, type PagedQuery } from '@app/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cachedCount } from './count-cache';

export function pageMeta(query: Pick<PagedQuery, 'page' | 'per_page'>, total: number): PagedMeta {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

export const offsetOf = (query: Pick<PagedQuery, 'page' | 'per_page'>) =>
  (query.page - 1) * query.per_page;

/** `%term%` for ILIKE, with the term's own % and _ taken literally. */
export function searchPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows whose name (any of the columns) contains the term, case-insensitively (trigram indexes). */
export function nameContains(term: string, ...columns: AnyPgColumn[]): SQL {
  const pattern = searchPattern(term);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * The total of a list: the number of rows `matching` selects. Unfiltered totals are cached for a
 * few seconds under `cacheKey`; searched totals stop counting at SEARCH_TOTAL_CAP.
 */
export async function listTotal(
  db: Db,
  matching: PgSelect,
  options: { searched: boolean; cacheKey?: string },
): Promise<number> {
  const limited = options.searched ? matching.limit(SEARCH_TOTAL_CAP) : matching;
  const counted = () =>
    db
      .select({ n: count() })
      .from(limited.as('matching'))
      .then(([row]) => row?.n ?? 0);
  return options.cacheKey ? cachedCount(options.cacheKey, counted) : counted();
}
