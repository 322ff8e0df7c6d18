import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of the outer query, always written with its table name. Drizzle leaves the table
 * name out of a single-table SELECT, and inside a subquery an unqualified "id" would mean the
 * subquery's own table.
 */
export function outer(column: AnyPgColumn): SQL {
  const name = column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return sql.raw(`"${getTableName(column.table)}"."${name}"`);
}
