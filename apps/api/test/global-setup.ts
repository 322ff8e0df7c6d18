import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres, pgliteExtensions } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated data dir that each test file loads. */
    pgliteDump?: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    postgresTemplate?: { url: string; name: string };
  }
}

/**
 * Migrates one database for the whole run. Every test file then starts from a copy of it: a
 * loaded PGlite dump, or `CREATE DATABASE ... TEMPLATE` on a PostgreSQL server (DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: pgliteExtensions() });
    const database = fromPglite(client);
    await runMigrations('pglite', database.db);
    const dump = await client.dumpDataDir('none');
    const dir = await mkdtemp(path.join(tmpdir(), 'pifworld-test-'));
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteDump', file);
    return async () => rm(dir, { recursive: true, force: true });
  }

  const name = `pifworld_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const templateUrl = withDatabase(url, name);
  const template = openPostgres(templateUrl, 1);
  await runMigrations('postgres', template.db);
  await template.close();
  project.provide('postgresTemplate', { url, name });
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'pifworld_test_%_${process.pid}%' or datname = $1`,
      [name],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
