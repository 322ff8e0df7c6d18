import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../lib/storage';
import type { PaymentsMode } from '../config';
import { grantAdminEmails } from '../modules/admin/roles';
import { syncPaymentsMode } from '../modules/payments/payments-mode';
import { syncTranslations } from '../modules/translations/translations.service';
import type { Database, Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { users } from '../db/schema';
import { enqueueOpenDonationChecks } from '../modules/payments/payment-checks';
import { seedDemoData } from '../seed/demo';
import { ensureReferenceData } from '../seed/reference';

export interface PrepareOptions {
  /** Where the SDG pictures and the demo pictures and PDFs are stored (app.storage). */
  storage: Storage;
  /** Seed the demo world when the database holds no users yet. */
  demoData: boolean;
  /** The mode payments run in (PAYMENTS_MODE): test money counts only in test mode. */
  paymentsMode: PaymentsMode;
  /** Accounts that become console admins (ADMIN_EMAILS). */
  adminEmails?: readonly string[];
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(users)
    .limit(1);
  return rows.length > 0;
}

/**
 * What every start does, under a lock so that several processes do it once: apply migrations,
 * make sure reference data and UI strings are present, seed the demo data into an empty
 * database, count test money only in test mode, and make the ADMIN_EMAILS accounts console
 * admins.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  const { storage } = options;
  await database.withStartupLock(async (db) => {
    await runMigrations(database.kind, db);
    await ensureReferenceData(db, storage);
    await syncTranslations(db);
    if (options.demoData && !(await hasUsers(db))) {
      const started = Date.now();
      const summary = await seedDemoData(db, { storage });
      await enqueueOpenDonationChecks(db);
      options.log?.info(
        { ...summary, ms: Date.now() - started },
        'seeded demo data into the empty database',
      );
    }
    const recounted = await syncPaymentsMode(db, options.paymentsMode);
    if (recounted > 0) {
      options.log?.info(
        { donations: recounted, mode: options.paymentsMode },
        options.paymentsMode === 'live'
          ? 'live payments: test donations no longer count in the totals'
          : 'test payments: test donations count in the totals again',
      );
    }
    const adminEmails = options.adminEmails ?? [];
    const missing = await grantAdminEmails(db, adminEmails);
    if (missing.length > 0) {
      // Their places in the list (1 is the first), never the addresses: the log holds none.
      const entries = missing.map((email) => adminEmails.indexOf(email) + 1);
      options.log?.warn(
        { entries },
        'ADMIN_EMAILS: no account has the addresses at these places in the list yet',
      );
    }
  });
}
