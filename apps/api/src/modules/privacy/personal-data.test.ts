import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  uncoveredColumns,
  unknownRegistryColumns,
  userReferences,
} from '../../../test/personal-data';
import { personalTables } from './personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the registry of personal data', () => {
  it('names every column of the migrated database that looks personal or points at a user', async () => {
    expect(await uncoveredColumns(t.database.db)).toEqual([]);
  });

  it('names no column the database does not have', async () => {
    expect(await unknownRegistryColumns(t.database.db)).toEqual([]);
  });

  it('says per table what the foreign key to users does, and the database agrees', async () => {
    const rules = new Map<string, string[]>();
    for (const { table, rule } of await userReferences(t.database.db)) {
      rules.set(table, [...(rules.get(table) ?? []), rule]);
    }
    for (const entry of personalTables) {
      const expected = { cascade: 'CASCADE', 'set-null': 'SET NULL' } as Record<string, string>;
      const rule = expected[entry.erase.kind];
      if (!rule || entry.table === 'users') continue;
      expect({ table: entry.table, rules: rules.get(entry.table) }).toEqual({
        table: entry.table,
        rules: [rule],
      });
    }
  });

  it('fails for a new table with a user or donor column and no entry', async () => {
    const db = t.database.db;
    await db.execute(
      sql`create table scratch_pledges (id int primary key, pledger_user_id int references users(id), donor_phone text, note text)`,
    );
    await db.execute(
      sql`create table scratch_notes (id int primary key, written_by int references users(id) on delete cascade)`,
    );
    try {
      expect(await uncoveredColumns(db)).toEqual([
        'scratch_notes.written_by',
        'scratch_pledges.donor_phone',
        'scratch_pledges.pledger_user_id',
      ]);
    } finally {
      await db.execute(sql`drop table scratch_pledges`);
      await db.execute(sql`drop table scratch_notes`);
    }
  });

  it('fails for a new personal column in a table it knows', async () => {
    const db = t.database.db;
    await db.execute(sql`alter table donations add column donor_phone text`);
    try {
      expect(await uncoveredColumns(db)).toEqual(['donations.donor_phone']);
    } finally {
      await db.execute(sql`alter table donations drop column donor_phone`);
    }
  });
});
