import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, pgliteExtensions, type Database } from './client';
import { migrationsFolder } from './migrate';
import { migrationsBefore } from '../../test/migrations';

let client: PGlite;
let database: Database;
let older: string;

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions() });
  database = fromPglite(client);
  older = migrationsBefore('0039_page_texts_in_both_languages');
  const db = database.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: older });
  // Pages written before texts had a language: one in Dutch, one in English, one in neither.
  await client.exec(`
    INSERT INTO users (id, name, email) OVERRIDING SYSTEM VALUE VALUES (1, 'Owner', 'o@example.org');
    INSERT INTO nonprofits (id, user_id, name, description) OVERRIDING SYSTEM VALUE VALUES
      (1, 1, 'Hondenhulp', '<p>Wij helpen de honden van ouderen in de buurt met een wandeling.</p>'),
      (2, 1, 'Dog Help', '<p>We help the dogs of older people with a walk.</p>'),
      (3, 1, 'Zuidas 42', null);
    INSERT INTO donation_packages (nonprofit_id, title, amount_cents) VALUES
      (1, 'Een week voer voor de honden', 1000), (2, 'A week of food for the dogs', 1000);
  `);
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  rmSync(older, { recursive: true, force: true });
  await database.close();
});

describe('migration: page texts in both languages', () => {
  it('marks the texts that exist with the language they are in, English by default', async () => {
    expect(await rows(`SELECT id, language, translation FROM nonprofits ORDER BY id`)).toEqual([
      { id: 1, language: 'nl', translation: {} },
      { id: 2, language: 'en', translation: {} },
      { id: 3, language: 'en', translation: {} },
    ]);
    expect(
      await rows(`SELECT nonprofit_id, language FROM donation_packages ORDER BY nonprofit_id`),
    ).toEqual([
      { nonprofit_id: 1, language: 'nl' },
      { nonprofit_id: 2, language: 'en' },
    ]);
  });

  it('stems each page in its own language and gives the header search its Dutch title', async () => {
    const found = await rows<{ item_id: number }>(
      `SELECT item_id FROM search_entries
       WHERE kind = 'nonprofit' AND document @@ to_tsquery('dutch', 'hond') ORDER BY item_id`,
    );
    expect(found.map((row) => row.item_id)).toEqual([1]);
    // Not stemmed as English as well: the English stemmer leaves "honden" as it is.
    const [dutchPage] = await rows<{ document: string }>(
      `SELECT document::text FROM search_entries WHERE kind = 'nonprofit' AND item_id = 1`,
    );
    expect(dutchPage!.document).toContain("'hond'");
    expect(dutchPage!.document).not.toContain("'honden'");
    expect(
      await rows(
        `SELECT item_id, title, title_nl FROM search_entries WHERE kind = 'nonprofit' ORDER BY item_id`,
      ),
    ).toEqual([
      { item_id: 1, title: 'Hondenhulp', title_nl: 'Hondenhulp' },
      { item_id: 2, title: 'Dog Help', title_nl: null },
      { item_id: 3, title: 'Zuidas 42', title_nl: null },
    ]);
  });
});
