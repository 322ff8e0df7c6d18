import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage';
import { openPglite } from '../db/client';
import { prepareDatabase } from './prepare';
import { totalRaisedCents } from '../modules/stats/stats.service';
import { donations, raisedTotals, sdgTopics, users } from '../db/schema';

const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database across restarts', () => {
  it('keeps its data in PGLITE_DIR and never seeds demo data over existing users', async () => {
    const options = {
      storage: createLocalStorage(path.join(dir, 'storage')),
      demoData: false,
      paymentsMode: 'test' as const,
    };
    const dataDir = path.join(dir, 'db', 'nested'); // parent folders are created

    const first = await openPglite(dataDir);
    await prepareDatabase(first, options);
    await first.db.insert(users).values({ name: 'Kept', email: 'kept@example.org' });
    await first.close();

    const second = await openPglite(dataDir);
    await prepareDatabase(second, { ...options, demoData: true });
    const rows = await second.db.select({ name: users.name }).from(users);
    expect(rows).toEqual([{ name: 'Kept' }]);
    const [goals] = await second.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sdgTopics);
    expect(goals!.n).toBe(17);
    await second.close();
  }, 60_000);
});

describe('test and live money across restarts', () => {
  it('counts test money in a test platform only: a live start stops counting it, a test start again', async () => {
    const storage = createLocalStorage(path.join(dir, 'storage-modes'));
    const dataDir = path.join(dir, 'db-modes');
    const raisedCounters = async (db: Awaited<ReturnType<typeof openPglite>>['db']) => {
      const [row] = await db
        .select({
          cents: sql<number>`coalesce(sum(${raisedTotals.raisedCents}), 0)`.mapWith(Number),
        })
        .from(raisedTotals);
      return row!.cents;
    };

    // The demo's money is all test money (the sandbox), counted while the platform is in test mode.
    const demo = await openPglite(dataDir);
    await prepareDatabase(demo, { storage, demoData: true, paymentsMode: 'test' });
    const [modes] = await demo.db
      .select({
        live: sql<number>`count(*) filter (where ${donations.mode} = 'live')`.mapWith(Number),
      })
      .from(donations);
    expect(modes!.live).toBe(0);
    const raised = await totalRaisedCents(demo.db);
    const counters = await raisedCounters(demo.db);
    expect(raised).toBeGreaterThan(0);
    expect(counters).toBeGreaterThan(0);
    await demo.close();

    // The same database started with a live key: not a cent of it counts, anywhere.
    const live = await openPglite(dataDir);
    await prepareDatabase(live, { storage, demoData: true, paymentsMode: 'live' });
    expect(await totalRaisedCents(live.db)).toBe(0);
    expect(await raisedCounters(live.db)).toBe(0);
    // A test payment written while live (a row no code path should make) does not count either.
    const [inserted] = await live.db
      .insert(donations)
      .values({
        reference: 'TESTWHILELIVE000001',
        amountCents: 5_000,
        targetType: 'nonprofit',
        provider: 'sandbox',
        mode: 'test',
        status: 'paid',
        paidAt: new Date(),
      })
      .returning({ inTotals: donations.inTotals, counted: donations.countedCents });
    expect(inserted).toEqual({ inTotals: false, counted: 0 });
    await live.db.delete(donations).where(sql`${donations.reference} = 'TESTWHILELIVE000001'`);
    await live.close();

    // Back in test mode, the demo counts again, to the cent.
    const again = await openPglite(dataDir);
    await prepareDatabase(again, { storage, demoData: true, paymentsMode: 'test' });
    expect(await totalRaisedCents(again.db)).toBe(raised);
    expect(await raisedCounters(again.db)).toBe(counters);
    await again.close();
  }, 120_000);
});
