import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingHelpSection } from '../seed/data/help-giving';
import { pgliteExtensions } from './client';
import { migrationsFolder } from './migrate';
import { migrationsBefore } from '../../test/migrations';

// The help articles on giving reach a database that was in use before they were written, once,
// next to what its operator wrote; a new database is left to the seed.

const MIGRATION = '0049_help_articles_on_giving';
const slugs = givingHelpSection.articles.map((article) => article.slug);

let older: string;
const clients: PGlite[] = [];

/** A database migrated up to the help articles, filled by `before`, then migrated to the end. */
async function migratedAfter(before: string): Promise<PGlite> {
  const client = await PGlite.create({ extensions: pgliteExtensions() });
  clients.push(client);
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: older });
  await client.exec(before);
  await migrate(db, { migrationsFolder });
  return client;
}

const rows = async <T>(client: PGlite, query: string) => (await client.query<T>(query)).rows;

type Article = {
  slug: string;
  title: string;
  title_nl: string;
  content: string;
  content_nl: string;
  section: string;
  category: string;
  position: number;
};
const articlesOf = (client: PGlite) =>
  rows<Article>(
    client,
    `SELECT a.slug, a.title, a.title_nl, a.content, a.content_nl, a.position,
       s.title AS section, c.title AS category
     FROM help_articles a
     JOIN help_sections s ON s.id = a.section_id
     JOIN help_categories c ON c.id = s.category_id
     ORDER BY c.position, s.position, a.position`,
  );

const aUser = `INSERT INTO users (name, email) VALUES ('Operator', 'operator@example.org');`;

beforeAll(() => {
  older = migrationsBefore(MIGRATION);
});

afterAll(async () => {
  rmSync(older, { recursive: true, force: true });
  await Promise.all(clients.map((client) => client.close()));
});

describe('migration: help articles on giving', () => {
  it("adds the missing ones under Donating, as the seed writes them, and keeps the operator's", async () => {
    const client = await migratedAfter(`
      ${aUser}
      INSERT INTO help_categories (position, title, title_nl) VALUES
        (0, 'Getting started', 'Aan de slag'), (1, 'Donating', 'Doneren');
      INSERT INTO help_sections (category_id, position, title, title_nl)
        SELECT id, 0, 'Money back', 'Geld terug' FROM help_categories WHERE title = 'Getting started';
      INSERT INTO help_sections (category_id, position, title, title_nl)
        SELECT id, 0, 'Making a donation', 'Een donatie doen' FROM help_categories WHERE title = 'Donating';
      INSERT INTO help_articles (section_id, position, slug, title, content)
        SELECT id, 0, 'refunds', 'Our own refund policy', 'Written by the operator.'
        FROM help_sections WHERE title = 'Money back';
    `);
    const articles = await articlesOf(client);
    // The operator's article stays as written, where it was.
    expect(articles.find((article) => article.slug === 'refunds')).toMatchObject({
      title: 'Our own refund policy',
      content: 'Written by the operator.',
      section: 'Money back',
    });
    // The three others, word for word as the seed has them, in a new section under Donating,
    // after the sections it had. (The migration holds the words of the day it was written: when
    // the seed's words change, a new migration brings them, and this compares with a copy.)
    const added = articles.filter((article) => article.section === givingHelpSection.title.en);
    expect(added.map((article) => article.slug)).toEqual(
      slugs.filter((slug) => slug !== 'refunds'),
    );
    for (const article of added) {
      const seeded = givingHelpSection.articles.find((each) => each.slug === article.slug)!;
      expect(article).toMatchObject({
        category: 'Donating',
        position: givingHelpSection.articles.indexOf(seeded),
        title: seeded.title.en,
        title_nl: seeded.title.nl,
        content: seeded.content.en,
        content_nl: seeded.content.nl,
      });
    }
    expect(
      await rows(
        client,
        `SELECT s.title, s.title_nl, s.position FROM help_sections s
         JOIN help_categories c ON c.id = s.category_id WHERE c.title = 'Donating' ORDER BY s.position`,
      ),
    ).toEqual([
      { title: 'Making a donation', title_nl: 'Een donatie doen', position: 0 },
      { title: givingHelpSection.title.en, title_nl: givingHelpSection.title.nl, position: 1 },
    ]);
    expect(await rows(client, `SELECT count(*)::int AS n FROM help_categories`)).toEqual([
      { n: 2 },
    ]);
  });

  it('makes Donating where the help centre has none', async () => {
    const client = await migratedAfter(aUser);
    const articles = await articlesOf(client);
    expect(articles.map((article) => article.slug)).toEqual(slugs);
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(['Donating']));
    expect(await rows(client, `SELECT title, title_nl FROM help_categories`)).toEqual([
      { title: 'Donating', title_nl: 'Doneren' },
    ]);
  });

  it('leaves a database that already has all four as it is', async () => {
    const client = await migratedAfter(`
      ${aUser}
      INSERT INTO help_categories (position, title) VALUES (0, 'Help');
      INSERT INTO help_sections (category_id, position, title)
        SELECT id, 0, 'Answers' FROM help_categories;
      INSERT INTO help_articles (section_id, position, slug, title, content)
        SELECT s.id, 0, slug, 'Edited ' || slug, 'Edited.'
        FROM help_sections s, unnest(ARRAY[${slugs.map((slug) => `'${slug}'`).join(', ')}]) AS slug;
    `);
    const articles = await articlesOf(client);
    expect(articles).toHaveLength(4);
    expect(articles.every((article) => article.title.startsWith('Edited '))).toBe(true);
    expect(await rows(client, `SELECT title FROM help_sections`)).toEqual([{ title: 'Answers' }]);
  });

  it('adds nothing to a new database, which the seed fills', async () => {
    const client = await migratedAfter('');
    expect(await articlesOf(client)).toEqual([]);
    expect(await rows(client, `SELECT count(*)::int AS n FROM help_categories`)).toEqual([
      { n: 0 },
    ]);
  });
});
