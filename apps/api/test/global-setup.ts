import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo';
import { ensureReferenceData } from '../src/seed/reference';
import { createLocalStorage } from '../src/lib/storage';
import { syncTranslations } from '../src/modules/translations/translations.service';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated data dir that each test file loads. */
    pgliteDump?: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    postgresTemplate?: { url: string; name: string; seededName: string };
    /** PGlite: a dump of the same database with the demo data seeded. */
    pgliteSeededDump?: string;
    /** Pictures of the seeded demo data (read-only for tests). */
    seedStorageDir: string;
  }
}

/**
 * Migrates one database for the whole run. Every test file then starts from a copy of it: a
 * loaded PGlite dump, or `CREATE DATABASE ... TEMPLATE` on a PostgreSQL server (DATABASE_URL).
 */
/** The demo world, as `npm start` seeds it, for tests that browse realistic data. */
async function seed(database: Database, storageDir: string) {
  const storage = createLocalStorage(storageDir);
  await ensureReferenceData(database.db, storage);
  await syncTranslations(database.db);
  await seedDemoData(database.db, { storage });
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const dir = await mkdtemp(path.join(tmpdir(), 'pifworld-test-'));
  const seedStorageDir = path.join(dir, 'storage');
  project.provide('seedStorageDir', seedStorageDir);
  if (!url) {
    const client = await PGlite.create({ extensions: pgliteExtensions() });
    const database = fromPglite(client);
    await runMigrations('pglite', database.db);
    const dump = async (name: string) => {
      const file = path.join(dir, name);
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    project.provide('pgliteDump', await dump('migrated.tar'));
    await seed(database, seedStorageDir);
    project.provide('pgliteSeededDump', await dump('seeded.tar'));
    await database.close();
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
  const seededName = `pifworld_test_seeded_${process.pid}`;
  await admin.query(`drop database if exists ${seededName}`);
  await admin.query(`create database ${seededName} template ${name}`);
  const seeded = openPostgres(withDatabase(url, seededName), 1);
  await seed(seeded, seedStorageDir);
  await seeded.close();
  project.provide('postgresTemplate', { url, name, seededName });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'pifworld_test_%_${process.pid}%' or datname = any($1)`,
      [[name, seededName]],
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
