import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * One counter that PostgreSQL raises, in the transaction that makes the change, whenever a
 * change could move a row of a browsing list or a search result: a fundraiser added, removed,
 * renamed, switched on or off or moved to another topic, and any change to search_entries
 * (migration 0016). A statement that reads this counter and the rows in one snapshot knows that
 * what it learned about those rows at the same counter still holds (see lib/list-cache.ts).
 * One row, not one per list, so that writers always take the same lock.
 */
export const listVersion = pgTable(
  'list_version',
  {
    one: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('list_version_one_row', sql`${t.one}`)],
);
