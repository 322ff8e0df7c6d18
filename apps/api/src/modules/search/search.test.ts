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

  it("corrects typos in every kind's words, names and text: 'plastik', 'oceaan plastik'", async () => {
    const schoneKust = expect.objectContaining({
      type: 'nonprofit',
      title: 'Schone Kust Collectief',
    });
    expect((await search('plastik')).data).toContainEqual(schoneKust);
    // Every word first; where that finds too little, any of them ('oceaan' is about the ocean,
    // the charity about plastic on the beach).
    const both = (await search('oceaan plastik')).data;
    expect(both[0]).toMatchObject({ type: 'topic', title: 'Ocean plastic' });
    expect(both).toContainEqual(schoneKust);
    // A correction takes only the closest words ('plastik' is not 'play').
    expect(
      (await search('plastik')).data.map((item: { title: string }) => item.title),
    ).not.toContain('Green Schoolyard Build Weekend');
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

describe('GET /search (the results page)', () => {
  const results = async (query: string) => {
    const res = await t.app.inject({ url: `/pifworld/api/v1/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json() as {
      groups: {
        type: string;
        total: number;
        capped: boolean;
        page: number;
        data: { id: number; title: string; type: string; link: string }[];
      }[];
      suggestion: string | null;
    };
  };

  it('groups every kind a term finds, counted, best kind first, a page of each', async () => {
    const { groups, suggestion } = await results('q=water&per_page=2');
    expect(suggestion).toBeNull();
    expect(groups.length).toBeGreaterThan(3);
    // The kind of the best match comes first: its first page is about water.
    expect(groups[0]!.data[0]!.title.toLowerCase()).toContain('water');
    const fundraisers = groups.find((group) => group.type === 'fundraiser')!;
    expect(fundraisers.total).toBeGreaterThan(2);
    expect(fundraisers.data).toHaveLength(2);
    for (const group of groups) {
      expect(group.data.length).toBeLessThanOrEqual(2);
      expect(group.data.length).toBeGreaterThan(0);
      expect(group.total).toBeGreaterThanOrEqual(group.data.length);
      for (const item of group.data) expect(item.type).toBe(group.type);
    }
    expect(new Set(groups.map((group) => group.type)).size).toBe(groups.length);
  });

  it('pages one kind: the next page holds the next ones, none twice', async () => {
    const all = (await results('q=water&type=fundraiser&per_page=24')).groups[0]!;
    const first = (await results('q=water&type=fundraiser&per_page=2')).groups;
    const second = (await results('q=water&type=fundraiser&per_page=2&page=2')).groups;
    expect(first.map((group) => group.type)).toEqual(['fundraiser']);
    expect(second[0]!.page).toBe(2);
    const ids = [...first[0]!.data, ...second[0]!.data].map((item) => item.id);
    expect(ids).toEqual(all.data.slice(0, 4).map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    const past = await results(`q=water&type=fundraiser&per_page=2&page=${all.total}`);
    expect(past.groups).toEqual([]);
  });

  it("tolerates typos on every kind and suggests the spelling: 'plastik' finds the non-profit", async () => {
    const found = await results('q=plastik');
    const nonprofits = found.groups.find((group) => group.type === 'nonprofit')!;
    expect(nonprofits.data.map((item) => item.title)).toContain('Schone Kust Collectief');
    expect(found.suggestion).toBe('plastic');
    const both = await results(`q=${encodeURIComponent('oceaan plastik')}`);
    expect(both.suggestion).toBe('ocean plastic');
    expect(both.groups.flatMap((group) => group.data.map((item) => item.title))).toContain(
      'Schone Kust Collectief',
    );
  });

  it('corrects a typo in a description word too: klimat finds what is about climate', async () => {
    const { db } = t.database;
    const [owner] = await db.select({ id: users.id }).from(users).limit(1);
    const [made] = await db
      .insert(nonprofits)
      .values({
        userId: owner!.id,
        name: 'Dijkwacht Zeeland',
        description: 'We prepare low-lying villages for the climate of the coming decades.',
      })
      .returning({ id: nonprofits.id });
    const found = await results('q=klimat');
    const titles = found.groups.flatMap((group) => group.data.map((item) => item.title));
    expect(titles).toContain('Climate adaptation');
    expect(titles).toContain('Dijkwacht Zeeland');
    await db.delete(nonprofits).where(eq(nonprofits.id, made!.id));
  });

  it('answers in both languages: Dutch words find, Dutch names show', async () => {
    const dutch = await results('q=drinkwater&lang=nl');
    const topics = dutch.groups.find((group) => group.type === 'topic')!;
    expect(topics.data.map((item) => item.title)).toContain('Schoon drinkwater');
    const english = await results('q=drinkwater&lang=en');
    expect(
      english.groups.find((group) => group.type === 'topic')!.data.map((i) => i.title),
    ).toContain('Clean drinking water');
    const zee = await results(`q=${encodeURIComponent('plastic zee')}&lang=nl`);
    expect(zee.groups[0]!.data[0]).toMatchObject({ type: 'topic', title: 'Plastic in zee' });
  });

  it('answers nothing found with no suggestion, and hostile input without an error', async () => {
    expect(await results('q=zzqqxxyy')).toEqual({ groups: [], suggestion: null });
    for (const odd of [
      "'",
      '&|!:*()',
      '%_\\',
      'a:* | b & !c',
      '\u00e9\u00e9\u00e9',
      'x'.repeat(100),
    ]) {
      const found = await results(`q=${encodeURIComponent(odd)}`);
      expect(Array.isArray(found.groups), odd).toBe(true);
    }
    for (const bad of [
      '',
      'q=',
      `q=${'x'.repeat(101)}`,
      'q=a&type=goal',
      'q=a&page=0',
      'q=a&per_page=99',
    ]) {
      const res = await t.app.inject({ url: `/pifworld/api/v1/search?${bad}` });
      expect(res.statusCode, bad).toBe(422);
    }
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
    // Vacancies and other pages expire; fundraisers do not.
    const top = first.data.find((found: { type: string }) => found.type !== 'fundraiser')!;
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
