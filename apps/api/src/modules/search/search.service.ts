import {
  SEARCH_MAX_SUGGESTIONS,
  type SearchResultGroup,
  type SearchResultsQuery,
  type SearchResultsResponse,
  type SearchSuggestion,
  type SearchType,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { statement, type Db } from '../../db/client';
import { cacheAnswer, cachedAnswer, LIST_VERSION } from '../../lib/list-cache';
import { prefixQuery } from '../../lib/search-query';
import { pagePath } from '../share/spa-routes';

/** A page found, as universal_search and `resultsNow` read it. */
interface FoundRow {
  kind: SearchType;
  item_id: number;
  title: string;
  title_nl: string | null;
  picture: string | null;
  list_version: number | string;
}

/** What the list cache holds of a term: the pages found, and the first time one of them expires. */
interface Found {
  kinds: SearchType[];
  ids: number[];
  validUntil: number | null;
}

/**
 * The pages ($1 kinds, $2 ids) of an answer cached before, as they are now and in that order, with
 * the list version read in the same snapshot and the database's clock.
 */
const resultsNow = statement<FoundRow & { read_at: Date | string }>(
  `SELECT e.kind, e.item_id, e.title, e.title_nl, e.picture,
          ${LIST_VERSION} AS list_version, now() AS read_at
   FROM unnest($1::text[], $2::integer[]) WITH ORDINALITY AS c(kind, item_id, n)
   JOIN search_entries e ON e.kind = c.kind AND e.item_id = c.item_id
   ORDER BY c.n`,
  { prepare: 'search_results_now' },
);

/** What a term ($1) finds, with the list version and the first expiry (universal_search). */
const searchFor = statement<FoundRow & { valid_until: Date | string | null }>(
  `SELECT kind, item_id, title, title_nl, picture, valid_until, list_version
   FROM universal_search($1)`,
  { prepare: 'universal_search' },
);

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The header search: full-text in English and Dutch (every word, the last one as a prefix, so
 * 'wat' finds 'water') or trigram word similarity on names (so 'Amsterdm' finds 'Amsterdam'),
 * across every kind of page, best match first (the SQL function universal_search,
 * db/functions/universal_search.sql, says how). What a term found is cached in the list cache
 * (lib/list-cache.ts) and read again as the pages are now (`resultsNow`) while no searchable page
 * has changed and none of them has expired.
 */
export async function universalSearch(
  db: Db,
  query: string,
  lang: Language,
): Promise<SearchSuggestion[]> {
  const prefix = prefixQuery(query);
  if (!prefix) return [];
  const key = `search:${prefix.term}`;
  const cached = cachedAnswer<Found>(db, key);
  let rows: FoundRow[] | undefined;
  if (cached) {
    const now = await resultsNow(db, [cached.value.kinds, cached.value.ids]);
    const { validUntil } = cached.value;
    const current =
      now[0] !== undefined &&
      Number(now[0].list_version) === cached.version &&
      (validUntil === null || time(now[0].read_at) < validUntil);
    if (current) rows = now;
  }
  if (!rows) {
    const found = await searchFor(db, [prefix.term]);
    if (found[0]) {
      cacheAnswer<Found>(db, key, Number(found[0].list_version), {
        kinds: found.map((row) => row.kind),
        ids: found.map((row) => row.item_id),
        validUntil: found[0].valid_until ? time(found[0].valid_until) : null,
      });
    }
    rows = found;
  }
  return rows.slice(0, SEARCH_MAX_SUGGESTIONS).map((row) => ({
    type: row.kind,
    id: row.item_id,
    ...titleIn(lang, row),
    picture: row.picture,
    link: pagePath[row.kind](row.item_id),
  }));
}

/**
 * A result's title in the reader's language, and the language it is in. An entry's `title` is
 * the page's English title, or its Dutch one where it has none (search_entries_sync): then both
 * columns hold the Dutch title. A topic always has its English name.
 */
function titleIn(
  lang: Language,
  row: Pick<FoundRow, 'kind' | 'title' | 'title_nl'>,
): { title: string; title_lang: Language } {
  if (lang === 'nl' && row.title_nl !== null) return { title: row.title_nl, title_lang: 'nl' };
  const dutchOnly = row.kind !== 'topic' && row.title_nl !== null && row.title === row.title_nl;
  return { title: row.title, title_lang: dutchOnly ? 'nl' : 'en' };
}

/** One row of the results page: a page found, its kind's count and its place among them. */
interface ResultRow {
  kind: SearchType;
  item_id: number;
  title: string;
  title_nl: string | null;
  picture: string | null;
  total: number;
  best: number | string;
}

/**
 * The found pages ($1 term) numbered by score within each kind, with each kind's count and best
 * score; those of kind $2 (or every kind) from place $3 + 1 to $3 + $4.
 */
const foundPages = statement<ResultRow>(
  `SELECT r.kind, r.item_id, r.title, r.title_nl, r.picture, r.total, r.best
   FROM (SELECT p.*, row_number() OVER (PARTITION BY p.kind ORDER BY p.score DESC, p.item_id) AS n,
                count(*) OVER (PARTITION BY p.kind)::integer AS total,
                max(p.score) OVER (PARTITION BY p.kind) AS best
         FROM search_pages($1) p) r
   WHERE ($2::text IS NULL OR r.kind = $2) AND r.n > $3 AND r.n <= $3 + $4
   ORDER BY r.best DESC, r.kind, r.n`,
  { prepare: 'search_results_page' },
);

const suggestionFor = statement<{ suggestion: string | null }>(
  `SELECT search_suggestion($1) AS suggestion`,
  { prepare: 'search_suggestion' },
);

/** Up to this many fundraisers are counted for a term (search_pages); more read "1,000+". */
const FUNDRAISERS_COUNTED = 1000;

/**
 * The search results page: what a term finds, grouped by kind (the kind with the best match
 * first) and paged within each kind, as the header search finds it (the same typo tolerance,
 * both languages, every word of a page's text), with the term as the searcher may have meant it.
 */
export async function searchPages(
  db: Db,
  query: SearchResultsQuery,
  lang: Language,
): Promise<SearchResultsResponse> {
  const prefix = prefixQuery(query.q);
  if (!prefix) return { groups: [], suggestion: null };
  const page = query.type ? query.page : 1;
  const [rows, [suggested]] = await Promise.all([
    foundPages(db, [prefix.term, query.type ?? null, (page - 1) * query.per_page, query.per_page]),
    suggestionFor(db, [prefix.term]),
  ]);
  const groups = new Map<SearchType, SearchResultGroup>();
  for (const row of rows) {
    let group = groups.get(row.kind);
    if (!group) {
      const capped = row.kind === 'fundraiser' && row.total >= FUNDRAISERS_COUNTED;
      group = { type: row.kind, total: row.total, capped, page, data: [] };
      groups.set(row.kind, group);
    }
    group.data.push({
      type: row.kind,
      id: row.item_id,
      ...titleIn(lang, row),
      picture: row.picture,
      link: pagePath[row.kind](row.item_id),
    });
  }
  const suggestion = suggested?.suggestion ?? null;
  return {
    groups: [...groups.values()],
    suggestion: suggestion && suggestion !== prefix.term ? suggestion : null,
  };
}
