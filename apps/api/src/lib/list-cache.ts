import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The read path's one cache (ADR 013). The rule: an answer that costs work to find (which
 * fundraisers make a page of a list, what a search term finds, how many rows a list has) is kept
 * with the list version it was read at, and is used again only when the statement that reads its
 * rows reads the same version, in the same snapshot. Triggers raise the version (table
 * list_version) in the transaction of every change that could move a list or a search result.
 * Names, pictures and amounts are never kept: every request reads them.
 *
 * One cache per database (tests run many), holding its most recently used answers. The SQL
 * functions know nothing of it: each takes the query, and the rows carry `list_version`.
 */
export class ListCache {
  private readonly entries = new Map<string, { version: number; value: unknown }>();

  constructor(private readonly capacity: number) {}

  get<T>(key: string): { version: number; value: T } | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry as { version: number; value: T } | undefined;
  }

  set(key: string, version: number, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

const CAPACITY = 5000;
const caches = new WeakMap<Db, ListCache>();

export function listCache(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ListCache(CAPACITY)));
  return cache;
}

/** Rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A kept answer's values as one array parameter. Only ids and page kinds go in (digits, letters
 * and hyphens), which an array literal takes without quoting.
 */
export function arrayOf(values: readonly (number | string)[], type: 'integer' | 'text'): SQL {
  if (values.some((value) => !/^[\w-]+$/.test(String(value)))) {
    throw new Error('arrayOf takes ids and kinds only');
  }
  return sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;
}

/** The version a row was read at (a bigint: a string from node-postgres). */
export const versionOf = (row: { list_version: unknown }) => Number(row.list_version);

/**
 * Rows through the cache under `key`. With an answer kept, `again(kept)` reads its rows (one
 * statement); they are the answer when they were read at the kept version and `stillValid` agrees.
 * Otherwise `find()` works the answer out (one statement) and `keep(rows)` says what to keep of it
 * (nothing for no rows).
 */
export async function readThroughCache<K, R extends { list_version: unknown }>(
  db: Db,
  key: string,
  steps: {
    again: (kept: K) => Promise<R[]>;
    find: () => Promise<R[]>;
    keep: (rows: R[]) => K;
    stillValid?: (rows: R[], kept: K) => boolean;
  },
): Promise<R[]> {
  const cache = listCache(db);
  const kept = cache.get<K>(key);
  if (kept) {
    const rows = await steps.again(kept.value);
    const valid = rows[0] !== undefined && versionOf(rows[0]) === kept.version;
    if (valid && (steps.stillValid?.(rows, kept.value) ?? true)) return rows;
  }
  const rows = await steps.find();
  if (rows[0]) cache.set(key, versionOf(rows[0]), steps.keep(rows));
  return rows;
}

/**
 * How many rows a list has, kept under `key` with the version it was counted at: the kept count
 * while `version` (the version the list's page was read at, or, for an empty page, read now) is
 * the same; otherwise `count()` again.
 */
export async function cachedTotal(
  db: Db,
  key: string,
  version: number | undefined,
  count: () => Promise<{ n: number; list_version: unknown }>,
): Promise<number> {
  const cache = listCache(db);
  const kept = cache.get<number>(key);
  if (kept) {
    const now =
      version ?? versionOf((await rowsOf<{ list_version: unknown }>(db, currentVersion))[0]!);
    if (kept.version === now) return kept.value;
  }
  const counted = await count();
  cache.set(key, versionOf(counted), counted.n);
  return counted.n;
}

/** A statement reading the list version now. */
const currentVersion = sql`select l.version as list_version from list_version l where l.one`;
