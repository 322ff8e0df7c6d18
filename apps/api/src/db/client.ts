import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same type whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding the start-up lock, so parallel processes migrate and seed once. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;
/** Arbitrary constant key for pg_advisory_lock. */
const STARTUP_LOCK_KEY = 0x7069_6677;

export function pgliteExtensions() {
  return { pg_trgm };
}

/** Wraps an open PGlite instance (tests pass their own clones). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection inside this process: nothing else can run migrations at the same time.
    withStartupLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions() });
  return fromPglite(client);
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection that the server closes (a restart, a terminated backend) is dropped from
  // the pool and replaced on the next query; without a listener the error would end the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, ...drizzleOptions }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn(drizzlePg({ client, ...drizzleOptions }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite in PGLITE_DIR. */
export async function openDatabase(config: {
  DATABASE_URL?: string;
  PGLITE_DIR: string;
}): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.PGLITE_DIR);
}

/** Rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A statement of plain SQL, its values written $1, $2, ... (an array goes in as an array). As any
 * statement, PostgreSQL plans it for the values of each call. With `prepare` (a name) it is a
 * named prepared statement instead: parsed and planned once per connection and from then on only
 * run, for a query whose best plan is the same whatever its values. Planning the five-table join
 * of a page of fundraiser cards took 1.1 ms, running it 0.2 ms. PGlite (tests, `npm start`) runs
 * the text as it is either way.
 */
export function statement<Row>(text: string, options: { prepare?: string } = {}) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const client = (db as unknown as { $client?: PGlite | pg.Pool | pg.PoolClient }).$client;
    if (!client) throw new Error('a statement runs on the database itself, not in a transaction');
    if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
    const query = { name: options.prepare, text, values };
    return (await client.query<Row & pg.QueryResultRow>(query)).rows;
  };
}
