import { SEARCH_MAX_SUGGESTIONS, type SearchSuggestion, type SearchType } from '@app/contract';
import type { Language } from '@app/i18n';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayOf, readThroughCache, rowsOf } from '../../lib/list-cache';
import { prefixQuery } from '../../lib/search-query';
import { pagePath } from '../share/spa-routes';

/** A row of universal_search or search_cards (db/functions/). */
interface FoundRow {
  kind: SearchType;
  item_id: number;
  title: string;
  title_nl: string | null;
  picture: string | null;
  list_version: unknown;
  /** universal_search: the first time one of the results expires (or null). */
  valid_until?: Date | string | null;
  /** search_cards: the database's clock. */
  read_at?: Date | string;
}

/** What a term found: the pages, and until when they can be the answer (their first expiry). */
interface Found {
  kinds: SearchType[];
  ids: number[];
  validUntil: number | null;
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The header search: full-text in English and Dutch (every word, the last one as a prefix, so
 * 'wat' finds 'water') or trigram word similarity on names (so 'Amsterdm' finds 'Amsterdam'),
 * across every kind of page, best match first (the SQL function universal_search,
 * db/functions/universal_search.sql, says how). What a term found is kept in the list cache
 * (lib/list-cache.ts) and read again as the pages are now (search_cards) while no searchable page
 * has changed and none of them has expired.
 */
export async function universalSearch(
  db: Db,
  query: string,
  lang: Language,
): Promise<SearchSuggestion[]> {
  const prefix = prefixQuery(query);
  if (!prefix) return [];
  const rows = await readThroughCache<Found, FoundRow>(db, `search:${prefix.term}`, {
    again: (kept) =>
      rowsOf(
        db,
        sql`select * from search_cards(${arrayOf(kept.kinds, 'text')}, ${arrayOf(kept.ids, 'integer')})`,
      ),
    stillValid: (rows, kept) =>
      kept.validUntil === null || time(rows[0]!.read_at!) < kept.validUntil,
    find: () => rowsOf(db, sql`select * from universal_search(${prefix.term})`),
    keep: (found) => ({
      kinds: found.map((row) => row.kind),
      ids: found.map((row) => row.item_id),
      validUntil: found[0]!.valid_until ? time(found[0]!.valid_until) : null,
    }),
  });
  return rows.slice(0, SEARCH_MAX_SUGGESTIONS).map((row) => ({
    type: row.kind,
    id: row.item_id,
    title: lang === 'nl' ? (row.title_nl ?? row.title) : row.title,
    picture: row.picture,
    link: pagePath[row.kind](row.item_id),
  }));
}
