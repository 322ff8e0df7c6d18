import { sql } from 'drizzle-orm';
import { customType, index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * GiST trigram index on a name: serves `ILIKE '%term%'`, similarity filters (`%`, `<%`) and,
 * unlike GIN, nearest-match ordering (`term <<-> name`), so "the 10 closest names" is an index
 * scan rather than a sort of every match.
 */
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using('gist', sql`${column} gist_trgm_ops`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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

/** GIN index over a search vector. */
export const searchIndex = (name: string, column: PgColumn) => index(name).using('gin', column);
