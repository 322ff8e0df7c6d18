import type { PagedMeta, PagedQuery } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** Best name match first. */
export function bySimilarity(term: string, column: AnyPgColumn): SQL {
  return sql`similarity(${column}, ${term}) desc`;
}
