import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage';
import { openPglite } from './client';
import { prepareDatabase } from './prepare';
import { sdgTopics, users } from './schema';

const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database across restarts', () => {
  it('keeps its data in PGLITE_DIR and never seeds demo data over existing users', async () => {
    const options = { storage: createLocalStorage(path.join(dir, 'storage')), demoData: false };
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
