/**
 * `npm run db:migrate` applies migrations; `npm run db:seed` also adds reference data and seeds
 * the demo data when the database is empty. `npm run db:seed -- --fresh` empties it first.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createStorage } from '../lib/create-storage';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { hasUsers } from './prepare';
import { enqueueOpenDonationChecks } from '../modules/payments/payment-checks';
import { seedDemoData } from '../seed/demo';
import { ensureReferenceData } from '../seed/reference';
import { syncTranslations } from '../modules/translations/translations.service';

async function main() {
  const [command, ...flags] = process.argv.slice(2);
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli.ts migrate | seed [--fresh]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = await createStorage(config);
  const target = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.PGLITE_DIR}`;
  try {
    await database.withStartupLock(async (db) => {
      if (command === 'seed' && flags.includes('--fresh')) {
        await db.execute(sql`drop schema if exists public cascade`);
        await db.execute(sql`drop schema if exists drizzle cascade`);
        await db.execute(sql`create schema public`);
        console.log(`emptied ${target}`);
      }
      await runMigrations(database.kind, db);
      console.log(`migrations applied to ${target}`);
      if (command === 'migrate') return;
      await ensureReferenceData(db, storage);
      await syncTranslations(db);
      if (await hasUsers(db)) {
        console.log(
          'the database already has users: demo data not added (use --fresh to start over)',
        );
        return;
      }
      const summary = await seedDemoData(db, { storage });
      await enqueueOpenDonationChecks(db);
      console.log('demo data seeded:', summary);
    });
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
