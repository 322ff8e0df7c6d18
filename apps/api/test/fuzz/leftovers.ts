import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * What a refused request must not change: the rows of every table and the files under the
 * storage and temporary directories. Compared before and after each refused request, so a
 * failure names the request that left something behind.
 */

/**
 * Columns that change on refused requests by design, left out of their table's checksum:
 * the auth plugin records when a token was last used (at most hourly) on every request that
 * carries it, including requests it then refuses.
 */
const LEFT_OUT: Record<string, string[]> = {
  access_tokens: ['last_used_at'],
};

/**
 * Tables left out whole: rate-limit counters (plugins/rate-limit.ts) count attempts, refused
 * ones too (a wrong password is an attempt); that is what they are for.
 */
const SKIPPED = new Set(['rate_limits']);

type Rows = { rows: Record<string, string>[] };

/** The next transaction id PostgreSQL will hand out: it moves only when something writes. */
async function writeClock(db: Db): Promise<string> {
  const { rows } = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  )) as unknown as Rows;
  return rows[0]!.xmax!;
}

/**
 * One SQL query that fingerprints every table of the public schema: its row count and the sum
 * of its rows' xmin (the transaction that wrote each row version), which changes whenever a row
 * is inserted, updated or deleted. Tables with left-out columns hash the other columns instead.
 */
async function tableFingerprinter(db: Db): Promise<() => Promise<Map<string, string>>> {
  const { rows } = (await db.execute(sql`
    select c.table_name, string_agg(quote_ident(c.column_name), ',' order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by c.table_name order by c.table_name`)) as unknown as Rows;
  const parts = rows
    .filter(({ table_name: table }) => !SKIPPED.has(table!))
    .map(({ table_name: table, columns }) => {
      const leftOut = LEFT_OUT[table!];
      const kept = columns!.split(',').filter((c) => !leftOut?.includes(c));
      const checksum = leftOut
        ? `sum(hashtext(row(${kept.join(',')})::text))`
        : 'sum(xmin::text::bigint)';
      return `select '${table}' as t, count(*) || ':' || coalesce(${checksum}, 0) as f from "${table}"`;
    });
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const result = (await db.execute(query)) as unknown as Rows;
    return new Map(result.rows.map((row) => [row.t!, row.f!]));
  };
}

/** Every file under the directories, with its size. */
function filesUnder(dirs: string[]): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(full, statSync(full, { throwIfNoEntry: false })?.size ?? -1);
    }
  };
  // A directory inside another one is walked with it.
  dirs.filter((dir) => !dirs.some((other) => dir.startsWith(other + path.sep))).forEach(walk);
  return files;
}

/** What differs between two fingerprints, e.g. `media: 1:812 -> 2:1650`, `+ /tmp/x/a.png`. */
function differences<T>(before: Map<string, T>, after: Map<string, T>): string[] {
  const changes: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changes.push(`+ ${key}`);
    else if (before.get(key) !== value) changes.push(`${key}: ${before.get(key)} -> ${value}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`- ${key}`);
  return changes;
}

/**
 * Watches the tables and the files under `dirs`. `changes()` says what changed since its last
 * call: files each time, tables only when the write clock moved (a fingerprint costs a few
 * milliseconds; reading the clock a fraction of one).
 */
export async function watchLeftovers(db: Db, dirs: string[]) {
  const fingerprint = await tableFingerprinter(db);
  let tables = await fingerprint();
  let files = filesUnder(dirs);
  let clock = await writeClock(db);
  return {
    async changes(): Promise<string[]> {
      const nowFiles = filesUnder(dirs);
      const changed = differences(files, nowFiles).map((change) => `file ${change}`);
      files = nowFiles;
      const now = await writeClock(db);
      if (now !== clock) {
        const after = await fingerprint();
        changed.push(...differences(tables, after).map((change) => `table ${change}`));
        tables = after;
        clock = now;
      }
      return changed;
    },
  };
}
