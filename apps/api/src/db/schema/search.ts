import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/** GIN trigram index so that `ILIKE '%term%'` and similarity() searches on a column stay fast. */
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);
