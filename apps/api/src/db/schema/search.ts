import { sql } from 'drizzle-orm';
import { customType, index, type PgColumn } from 'drizzle-orm/pg-core';

/** GIN trigram index so that `ILIKE '%term%'` and similarity() searches on a column stay fast. */
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

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
