import type { PagedMeta, PagedQuery } from '@app/contract';

export function pageMeta(query: Pick<PagedQuery, 'page' | 'per_page'>, total: number): PagedMeta {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

/** `%term%` for ILIKE, with the term's own % and _ taken literally. */
export function searchPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
