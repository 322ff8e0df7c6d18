import type { SearchType } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/**
 * GiST trigram index on a name: serves `ILIKE '%term%'`, similarity filters (`%`, `<%`) and,
 * unlike GIN, nearest-match ordering (`term <<-> name`), so "the 10 closest names" is an index
 * scan rather than a sort of every match.
 */
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using('gist', sql`${column} gist_trgm_ops`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text compared byte by byte (collation "C"), whatever the database's own collation is. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * What a searched list matches and sorts on: the name lower-cased, kept by PostgreSQL. In byte
 * order, one btree index serves both `key LIKE 'term%'` (a range scan) and `ORDER BY key`, and a
 * plain LIKE on it costs a fraction of ILIKE on the name (see `searchedIds` in
 * modules/fundraisers/fundraisers.service.ts).
 */
export const searchKey = (column: string) =>
  byteOrderedText()
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower("${column}")`));

/**
 * The two indexes of a search key: a btree over (key, id) of the active rows, read in order until
 * a page of matches is found, and a GIN trigram index for terms too rare to find that way.
 */
export const searchKeyIndexes = (table: string, key: PgColumn, id: PgColumn) => [
  index(`${table}_search_key_idx`)
    .on(key, id)
    .where(sql`active`),
  index(`${table}_search_key_trgm`).using('gin', sql`${key} gin_trgm_ops`),
];

/**
 * Full-text document of a row in English and Dutch: the title weighs more (A) than the
 * description (B). Stored and kept current by PostgreSQL itself.
 */
export function searchVector(titleColumns: string[], textColumns: string[]) {
  const part = (column: string, weight: 'A' | 'B') =>
    `setweight(to_tsvector('english', coalesce("${column}", '')), '${weight}') || setweight(to_tsvector('dutch', coalesce("${column}", '')), '${weight}')`;
  const expression = [
    ...titleColumns.map((column) => part(column, 'A')),
    ...textColumns.map((column) => part(column, 'B')),
  ].join(' || ');
  return tsvector().notNull().generatedAlwaysAs(sql.raw(expression));
}

/**
 * Full-text document of a page written in English and/or Dutch (see `bilingual` in columns.ts):
 * each text stemmed in its own language only, the page's own columns in `language` and its
 * `translation` in the other, so "honden" in the Dutch text and "dogs" in the English one are
 * found by "hond" and "dog" alike. The title weighs more (A) than the description (B).
 */
export function bilingualSearchVector(titleColumns: string[], textColumns: string[]) {
  const own = `CASE WHEN "language" = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END`;
  const other = `CASE WHEN "language" = 'nl' THEN 'english'::regconfig ELSE 'dutch'::regconfig END`;
  const part = (column: string, weight: 'A' | 'B') =>
    `setweight(to_tsvector(${own}, coalesce("${column}", '')), '${weight}') || setweight(to_tsvector(${other}, coalesce("translation" ->> '${column}', '')), '${weight}')`;
  const expression = [
    ...titleColumns.map((column) => part(column, 'A')),
    ...textColumns.map((column) => part(column, 'B')),
  ].join(' || ');
  return tsvector().notNull().generatedAlwaysAs(sql.raw(expression));
}

/** GIN index over a search vector. */
export const searchIndex = (name: string, column: PgColumn) => index(name).using('gin', column);

/**
 * One row per searchable page of every kind, so the header search is one indexed query instead
 * of one per table. PostgreSQL keeps it current itself: triggers on each source table (see the
 * migration `0006_search_entries.sql`) copy the name, picture, visibility and search vector.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    kind: text().$type<SearchType>().notNull(),
    itemId: integer().notNull(),
    title: text().notNull(),
    /** The Dutch title where a page has one (topics). */
    titleNl: text(),
    picture: text(),
    /** False for deactivated pages. */
    visible: boolean().notNull().default(true),
    /** Vacancies leave the search after their deadline. */
    expiresAt: timestamp({ withTimezone: true }),
    document: tsvector().notNull(),
    /** Every name the page goes by, for trigram matching. */
    names: text()
      .notNull()
      .generatedAlwaysAs(sql`title || coalesce(' ' || title_nl, '')`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // Two full-text indexes: the header search scores every page of the other kinds that
    // matches, and only a few of the (many more) fundraisers that do (migration 0016).
    index('search_entries_pages_document_idx')
      .using('gin', t.document)
      .where(sql`${t.kind} <> 'fundraiser'`),
    index('search_entries_fundraisers_document_idx')
      .using('gin', t.document)
      .where(sql`${t.kind} = 'fundraiser'`),
    // A longer signature than the default keeps nearest-name walks short on long names.
    index('search_entries_names_trgm').using('gist', sql`${t.names} gist_trgm_ops(siglen=256)`),
  ],
);

/**
 * Every word that occurs in a searchable page's names (letters, at least three characters), for
 * the header search to correct a typo ('Amsterdm' -> 'amsterdam') among a few thousand words
 * instead of walking every name. PostgreSQL fills it from search_entries (migration 0015); a
 * word is never removed, as a word no page has any more only finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm').using('gist', sql`${t.word} gist_trgm_ops`),
]);
