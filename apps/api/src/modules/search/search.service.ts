import { SEARCH_MAX_SUGGESTIONS, type SearchSuggestion, type SearchType } from '@app/contract';
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
function titleIn(lang: Language, row: FoundRow): { title: string; title_lang: Language } {
  if (lang === 'nl' && row.title_nl !== null) return { title: row.title_nl, title_lang: 'nl' };
  const dutchOnly = row.kind !== 'topic' && row.title_nl !== null && row.title === row.title_nl;
  return { title: row.title, title_lang: dutchOnly ? 'nl' : 'en' };
}
