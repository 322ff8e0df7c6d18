import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchType } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fundraisers, nonprofits, searchEntries, searchWords, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { queryWords } from '../../lib/search-query';

let t: TestApp;
const search = async (query: string, lang = 'en') =>
  (
    await t.app.inject({
      url: `/pifworld/api/v1/universal-search/${encodeURIComponent(query)}?lang=${lang}`,
    })
  ).json();

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

describe('GET /universal-search/{query}', () => {
  it("finds by prefix: 'wat' finds water pages of several kinds, at most 10, with links", async () => {
    const { data } = await search('wat');
    expect(data.length).toBeGreaterThan(2);
    expect(data.length).toBeLessThanOrEqual(10);
    // Names with the word come first; pages that only mention water in their text follow.
    expect(data[0].title.toLowerCase()).toMatch(/wat/);
    for (const item of data) expect(item.link).toMatch(/^(\/[a-zA-Z-]+)+\/\d+$/);
    expect(new Set(data.map((item: { type: string }) => item.type)).size).toBeGreaterThan(1);
    const fundraiser = data.find((item: { type: string }) => item.type === 'fundraiser');
    expect(fundraiser.link).toBe(`/fundraiser-details/${fundraiser.id}`);
  });

  it("tolerates a typo: 'Amsterdm' finds the Amsterdam non-profit first", async () => {
    const { data } = await search('Amsterdm');
    expect(data[0]).toMatchObject({ type: 'nonprofit', title: 'Groene Straten Amsterdam' });
    expect(data[0].link).toBe(`/nonprofit-details/${data[0].id}`);
  });

  it('ranks a full name match first', async () => {
    const { data } = await search('Clear Springs Uganda');
    expect(data[0]).toMatchObject({ type: 'nonprofit', title: 'Clear Springs Uganda' });
  });

  it('finds topics by their Dutch names and shows them in the language', async () => {
    const { data } = await search('drinkwater', 'nl');
    expect(data).toContainEqual(
      expect.objectContaining({ type: 'topic', title: 'Schoon drinkwater' }),
    );
  });

  it('finds jobs, but not expired ones', async () => {
    const { data } = await search('engineer');
    expect(data).toContainEqual(
      expect.objectContaining({ type: 'job', link: expect.stringMatching(/^\/jobs\/\d+$/) }),
    );
  });

  it('answers an empty list for nothing found and for input that is only punctuation', async () => {
    expect((await search('zzqqxxyy')).data).toEqual([]);
    for (const odd of ["'", '&|!:*()', '%_\\']) {
      const res = await t.app.inject({
        url: `/pifworld/api/v1/universal-search/${encodeURIComponent(odd)}`,
      });
      expect(res.statusCode, odd).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });
});

describe('the search index follows the pages', () => {
  it('finds a new page at once, corrects typos in its new name, forgets a deactivated one and a deleted one', async () => {
    const { db } = t.database;
    const [owner] = await db.select({ id: users.id }).from(users).limit(1);
    const [nonprofit] = await db.select({ id: nonprofits.id }).from(nonprofits).limit(1);
    const [created] = await db
      .insert(fundraisers)
      .values({ userId: owner!.id, nonprofitId: nonprofit!.id, name: 'Quokka Rescue Ride' })
      .returning({ id: fundraisers.id });
    const found = async (query: string) =>
      (await search(query)).data.some(
        (item: { type: string; id: number }) =>
          item.type === 'fundraiser' && item.id === created!.id,
      );
    expect(await found('quokka')).toBe(true);

    await db
      .update(fundraisers)
      .set({ name: 'Wombat Rescue Ride' })
      .where(eq(fundraisers.id, created!.id));
    expect(await found('quokka')).toBe(false);
    expect(await found('wombat')).toBe(true);
    // The new name's words are known at once, so a typo in them is corrected.
    expect(await found('wombt rescue')).toBe(true);
    const known = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(inArray(searchWords.word, ['wombat', 'rescue', 'ride']));
    expect(known.map((row) => row.word).sort()).toEqual(['rescue', 'ride', 'wombat']);

    await db.update(fundraisers).set({ active: false }).where(eq(fundraisers.id, created!.id));
    expect(await found('wombat')).toBe(false);

    await db.update(fundraisers).set({ active: true }).where(eq(fundraisers.id, created!.id));
    await db.delete(fundraisers).where(eq(fundraisers.id, created!.id));
    expect(await found('wombat')).toBe(false);
  });
});

describe('candidates', () => {
  it('scores every matching page of the other kinds, however many fundraisers match too', async () => {
    const { db } = t.database;
    const [owner] = await db.select({ id: users.id }).from(users).limit(1);
    await db.execute(sql`
      insert into fundraisers (user_id, name)
      select ${owner!.id}, 'Run along the harbour ' || i from generate_series(1, 250) as i`);
    const [trust] = await db
      .insert(nonprofits)
      .values({ userId: owner!.id, name: 'Harbour Lights Trust' })
      .returning({ id: nonprofits.id });
    const { data } = await search('harbour');
    expect(data).toHaveLength(10);
    expect(data[0]).toMatchObject({ type: 'nonprofit', id: trust!.id });
  });
});

describe('what a term found before (lib/list-cache.ts)', () => {
  const entry = (found: { type: SearchType; id: number }) =>
    and(eq(searchEntries.kind, found.type), eq(searchEntries.itemId, found.id));

  it('is the answer while no page has changed, and only then', async () => {
    const { db } = t.database;
    const first = await search('clean');
    expect(first.data.length).toBeGreaterThan(1);
    const top = first.data[0];
    // Hidden behind the list version's back, the page is still found: the remembered answer is
    // used. (Never happens for real: every change raises the version.)
    await db.execute(sql`set session_replication_role = replica`);
    try {
      await db.update(searchEntries).set({ visible: false }).where(entry(top));
    } finally {
      await db.execute(sql`set session_replication_role = default`);
    }
    expect(await search('clean')).toEqual(first);

    await db.execute(sql`select list_version_raise()`);
    expect((await search('clean')).data).not.toContainEqual(top);
    await db.update(searchEntries).set({ visible: true }).where(entry(top));
    expect((await search('clean')).data).toContainEqual(top);
  });

  it('is not the answer once one of its pages has expired', async () => {
    const { db } = t.database;
    const first = await search('school');
    const top = first.data[0];
    await db
      .update(searchEntries)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(entry(top));
    expect(await search('school')).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await search('school')).data).not.toContainEqual(top);
    await db.update(searchEntries).set({ expiresAt: null }).where(entry(top));
  });
});

describe('queryWords', () => {
  it('keeps letters and digits of up to 8 words, lower-case, without accents', () => {
    expect(queryWords("Café  O'Brien & co!")).toEqual(['cafe', 'o', 'brien', 'co']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
