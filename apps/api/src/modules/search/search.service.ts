import { SEARCH_MAX_SUGGESTIONS, type SearchSuggestion, type SearchType } from '@app/contract';
import type { Language } from '@app/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../lib/prepared';
import { memoPerDatabase } from '../../lib/query-memo';

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

/**
 * The header search: full-text in English and Dutch (every word, the last one as a prefix, so
 * 'wat' finds 'water') or trigram word similarity on names (so 'Amsterdm' finds 'Amsterdam'),
 * across every kind of page. Best match first: full-text rank plus name similarity, with a
 * bonus for names that start with the query.
 *
 * One table holds every kind of page (search_entries), and only a few candidates are scored:
 * every full-text match of the kinds other than fundraisers (up to 200), up to 100 matching
 * fundraisers (two GIN indexes) and, when those are fewer than 10, the 10 closest names (a
 * nearest-neighbour walk of the GiST trigram index). So a word that thousands of fundraisers
 * share costs little more than a rare one, and does not crowd out the other kinds. A typo is
 * corrected among the words of every name (search_words). The query is the SQL function
 * universal_search (migrations 0015 and 0016), whose plan PostgreSQL keeps; this
 * statement around it is prepared once per connection. The pages found for a term are handed
 * back to it the next time (see lib/query-memo.ts): while no searchable page has changed and
 * none of them has expired, they are the answer, read again as they are now.
 */
const searchStatement = preparedPerDatabase((db, lang: Language) =>
  db
    .select({
      type: sql<SearchType>`s.kind`,
      id: sql<number>`s.item_id`,
      title: lang === 'nl' ? sql<string>`coalesce(s.title_nl, s.title)` : sql<string>`s.title`,
      picture: sql<string | null>`s.picture`,
      validUntil: sql<unknown>`s.valid_until`,
      version: sql<number>`s.version`.mapWith(Number),
    })
    .from(
      sql`universal_search(${sql.placeholder('term')}, ${sql.placeholder('version')}, ${sql.placeholder('kinds')}, ${sql.placeholder('ids')}, ${sql.placeholder('validUntil')}) as s`,
    )
    .prepare(`universal_search_${lang}`),
);

/** Per term: the pages found for it, and until when they can be (their first expiry). */
const foundPages = memoPerDatabase<{ kinds: SearchType[]; ids: number[]; validUntil: unknown }>(
  2000,
);

export async function universalSearch(
  db: Db,
  query: string,
  lang: Language,
): Promise<SearchSuggestion[]> {
  const prefix = prefixQuery(query);
  if (!prefix) return [];
  const found = foundPages(db);
  const known = found.get(prefix.term);
  const rows = await searchStatement(db, lang).execute({
    term: prefix.term,
    version: known?.version ?? null,
    kinds: known?.value.kinds ?? null,
    ids: known?.value.ids ?? null,
    validUntil: known?.value.validUntil ?? null,
  });
  if (rows[0]) {
    found.set(prefix.term, rows[0].version, {
      kinds: rows.map((row) => row.type),
      ids: rows.map((row) => row.id),
      validUntil: rows[0].validUntil,
    });
  }
  return rows
    .slice(0, SEARCH_MAX_SUGGESTIONS)
    .map(({ type, id, title, picture }) => ({ type, id, title, picture, link: links[type](id) }));
}
