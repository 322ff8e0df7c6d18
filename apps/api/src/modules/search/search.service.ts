import { SEARCH_MAX_SUGGESTIONS, type SearchSuggestion, type SearchType } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchEntries } from '../../db/schema';

/** Web path of each kind of result. */
const links: Record<SearchType, (id: number) => string> = {
  nonprofit: (id) => `/nonprofit-details/${id}`,
  fundraiser: (id) => `/fundraiser-details/${id}`,
  event: (id) => `/events-details/${id}`,
  project: (id) => `/discover/details/project/${id}`,
  company: (id) => `/company-details/${id}`,
  'company-event': (id) => `/companyEvents-details/${id}`,
  topic: (id) => `/topics-details/${id}`,
  job: (id) => `/jobs/${id}`,
};

/** Words of a query, lower-case, letters and digits only: safe to put in a tsquery. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * Full-text query of a search term in English and Dutch: every word, the last one as a prefix
 * (so 'wat' finds 'water'), with the words joined as the term for trigram similarity. Undefined
 * when the term has no letters or digits.
 */
export function prefixQuery(query: string): { matches: SQL; term: string } | undefined {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  return {
    matches: sql`(to_tsquery('english', ${tsquery}) || to_tsquery('dutch', ${tsquery}))`,
    term: words.join(' '),
  };
}

interface SearchRow extends Record<string, unknown> {
  type: SearchType;
  id: number;
  title: string;
  picture: string | null;
}

/** How many full-text matches are scored (the closest names always are). */
const FULL_TEXT_CANDIDATES = 200;

/**
 * The header search: full-text in English and Dutch (every word, the last one as a prefix, so
 * 'wat' finds 'water') or trigram word similarity on names (so 'Amsterdm' finds 'Amsterdam'),
 * across every kind of page. Best match first: full-text rank plus name similarity, with a
 * bonus for names that start with the query.
 *
 * One table holds every kind of page (search_entries), and only a few candidates are scored:
 * the 10 closest names (a nearest-neighbour walk of the GiST trigram index) and up to 200
 * full-text matches (the GIN index), so a query that matches thousands of pages costs no more
 * than one that matches ten.
 */
export async function universalSearch(
  db: Db,
  query: string,
  lang: Language,
): Promise<SearchSuggestion[]> {
  const prefix = prefixQuery(query);
  if (!prefix) return [];
  const { matches, term } = prefix;
  const e = searchEntries;
  const shown = and(e.visible, or(isNull(e.expiresAt), gt(e.expiresAt, sql`now()`)));
  const startsWith = `${term}%`;
  const score = sql<number>`ts_rank(${e.document}, ${matches}) + word_similarity(${term}, ${e.names})
    + case when ${e.title} ilike ${startsWith} or ${e.titleNl} ilike ${startsWith} then 0.5 else 0 end`;
  // The full-text matches are a MATERIALIZED CTE, read only as far as the LIMIT: planned on its
  // own, it takes the GIN index even for a rare prefix, which the planner would otherwise expect
  // to find 200 times in the first few pages of a sequential scan (27 ms for 'marathon').
  const title = lang === 'nl' ? sql`coalesce(${e.titleNl}, ${e.title})` : e.title;
  const result = await db.execute<SearchRow>(sql`
    with full_text as materialized (
      select ${e.kind}, ${e.itemId} from ${e} where ${shown} and ${e.document} @@ ${matches})
    select ${e.kind} as "type", ${e.itemId} as "id", ${title} as "title", ${e.picture} as "picture"
    from ${e}
    where (${e.kind}, ${e.itemId}) in (
      (select * from full_text limit ${FULL_TEXT_CANDIDATES})
      union
      (select ${e.kind}, ${e.itemId} from ${e} where ${shown} and ${term} <% ${e.names}
        order by ${term} <<-> ${e.names} limit ${SEARCH_MAX_SUGGESTIONS}))
    order by ${score} desc, ${e.kind}, ${e.itemId}
    limit ${SEARCH_MAX_SUGGESTIONS}`);
  const rows = (result as unknown as { rows: SearchRow[] }).rows;
  return rows.map((row) => ({ ...row, link: links[row.type](row.id) }));
}
