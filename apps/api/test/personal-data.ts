import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { PERSONAL_COLUMN, notPersonal, personalTables } from '../src/modules/privacy/personal-data';

/** What the privacy registry is checked against: the migrated database itself. */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Column {
  table: string;
  column: string;
  type: string;
}

const columnsOf = (db: Db) =>
  rows<Column>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by 1, 2`,
  );

/** Columns with a foreign key to users(id), and what deleting a user does to them. */
export const userReferences = (db: Db) =>
  rows<{ table: string; column: string; rule: string }>(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column", rc.delete_rule as "rule"
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = rc.unique_constraint_name
         and ccu.constraint_schema = rc.unique_constraint_schema
        where kcu.table_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'
        order by 1, 2`,
  );

/**
 * `table.column` of every column that looks personal (by name, or by pointing at users) and
 * that the registry neither covers nor explains in `notPersonal`.
 */
export async function uncoveredColumns(db: Db): Promise<string[]> {
  const registry = new Map(personalTables.map((entry) => [entry.table, entry]));
  const references = new Set((await userReferences(db)).map((r) => `${r.table}.${r.column}`));
  const uncovered: string[] = [];
  for (const { table, column } of await columnsOf(db)) {
    const name = `${table}.${column}`;
    if (!PERSONAL_COLUMN.test(column) && !references.has(name)) continue;
    if (name in notPersonal) continue;
    if (!registry.get(table)?.columns.includes(column)) uncovered.push(name);
  }
  return uncovered;
}

/** Registry columns that the database does not have (a rename the registry missed). */
export async function unknownRegistryColumns(db: Db): Promise<string[]> {
  const existing = new Set((await columnsOf(db)).map((c) => `${c.table}.${c.column}`));
  return personalTables
    .flatMap((entry) => entry.columns.map((column) => `${entry.table}.${column}`))
    .filter((name) => !existing.has(name));
}

const TEXT_TYPES = new Set([
  'text',
  'character varying',
  'character',
  'json',
  'jsonb',
  'tsvector',
  'ARRAY',
  'USER-DEFINED',
]);

/**
 * `table.column` of every text, varchar, json(b), tsvector or array column, in every table, that
 * holds `needle` (case-insensitive) in any row.
 */
export async function columnsContaining(db: Db, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column, type } of await columnsOf(db)) {
    if (!TEXT_TYPES.has(type)) continue;
    const [hit] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where position(${needle.toLowerCase()} in lower(${sql.identifier(column)}::text)) > 0`,
    );
    if (hit!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}
