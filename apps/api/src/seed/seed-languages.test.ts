import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { textOf, type Bilingual } from '../lib/page-texts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.close());

/**
 * The texts every seeded public page shows, by table. The names of organisations and companies
 * are proper names and read the same in both languages, so they are not asked for twice.
 */
const texts: Record<string, string[]> = {
  fundraisers: ['name', 'label', 'description'],
  nonprofits: ['title', 'label', 'description'],
  events: ['title', 'label', 'description'],
  projects: ['name', 'description'],
  companies: ['label', 'description'],
  company_events: ['name', 'label', 'description'],
  donation_packages: ['title'],
  content_blocks: ['title', 'text'],
};

type Row = Bilingual & { id: number } & Record<string, string | null>;

describe('demo data: every public page in English and Dutch', () => {
  for (const [table, fields] of Object.entries(texts)) {
    it(`gives every text of ${table} in both languages`, async () => {
      const result = (await database.db.execute(
        sql.raw(`SELECT id, language, translation, ${fields.join(', ')} FROM ${table} ORDER BY id`),
      )) as unknown as { rows: Row[] };
      expect(result.rows.length).toBeGreaterThan(0);
      const missing = result.rows.flatMap((row) =>
        fields.flatMap((field) => {
          const [en, nl] = [textOf(row, field, 'en'), textOf(row, field, 'nl')];
          if (en === null && nl === null) return [];
          return en === null || nl === null
            ? [`${table} ${row.id} ${field}: no ${en === null ? 'English' : 'Dutch'}`]
            : [];
        }),
      );
      expect(missing).toEqual([]);
    });
  }
});
