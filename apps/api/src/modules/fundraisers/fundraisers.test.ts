import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { PAGE_MAX } from '@app/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { events, fundraisers, listVersion, topics } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /fundraisers', () => {
  it('lists fundraisers with their parent pages, goal and paid amount, searchable by name', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const np = await insertNonprofit(db, { userId: owner.id, name: 'Open Tafel' });
    const [event] = await db
      .insert(events)
      .values({ nonprofitId: np.id, userId: owner.id, title: 'Long Table Dinner' })
      .returning();
    const f = await insertFundraiser(db, {
      userId: owner.id,
      nonprofitId: np.id,
      eventId: event!.id,
      name: "Sanne's birthday fundraiser",
      goalCents: 25_000,
    });
    await insertFundraiser(db, { userId: owner.id, nonprofitId: np.id, name: 'Cycling to Paris' });
    await insertDonation(db, { status: 'paid', amountCents: 1_234, fundraiserId: f.id });
    await insertDonation(db, { status: 'expired', amountCents: 5_000, fundraiserId: f.id });

    const res = await t.app.inject({ url: api('/fundraisers?search=birthday') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        expect.objectContaining({
          id: f.id,
          name: "Sanne's birthday fundraiser",
          goal: 250,
          raised: 12.34,
          users_id: owner.id,
          nonprofit: { id: np.id, name: 'Open Tafel' },
          event: { id: event!.id, name: 'Long Table Dinner' },
          project: null,
        }),
      ],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    });
    const all = (await t.app.inject({ url: api('/fundraisers') })).json();
    expect(all.meta.total).toBe(2);
  });

  it('counts a common search term only a few pages ahead, and says so', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const np = await insertNonprofit(db, { userId: owner.id });
    for (let i = 1; i <= 130; i++) {
      await insertFundraiser(db, {
        userId: owner.id,
        nonprofitId: np.id,
        name: `Lantern walk ${String(i).padStart(3, '0')}`,
      });
    }
    const first = (await t.app.inject({ url: api('/fundraisers?search=lantern') })).json();
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: 6,
      per_page: 20,
      total: 120,
      total_capped: true,
    });
    expect(first.data[0].name).toBe('Lantern walk 001');
    // Further on, the count reaches the end: exact again.
    const later = (await t.app.inject({ url: api('/fundraisers?search=lantern&page=6') })).json();
    expect(later.meta).toEqual({ current_page: 6, last_page: 7, per_page: 20, total: 130 });
    expect(later.data.map((f: { name: string }) => f.name)).toContain('Lantern walk 120');
  });

  it('puts names starting with the term first, ignores case, and takes % and _ literally', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const np = await insertNonprofit(db, { userId: owner.id });
    for (const name of [
      'Zwemmen voor de Kraanvogel',
      'a kraanvogel walk',
      'KRAANVOGEL count',
      'Kraanvogel dag',
      'Kraanvogels 100% groen',
      'Kraanvogel_zone',
    ]) {
      await insertFundraiser(db, { userId: owner.id, nonprofitId: np.id, name });
    }
    const names = async (search: string, page = 1) => {
      const res = await t.app.inject({
        url: api(`/fundraisers?search=${encodeURIComponent(search)}&per_page=2&page=${page}`),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { name: string }[]; meta: { total: number } };
    };
    const pages = [
      await names('kraanVOGEL'),
      await names('kraanVOGEL', 2),
      await names('kraanVOGEL', 3),
    ];
    expect(pages.flatMap((p) => p.data.map((f) => f.name))).toEqual([
      'KRAANVOGEL count',
      'Kraanvogel dag',
      'Kraanvogel_zone',
      'Kraanvogels 100% groen',
      'a kraanvogel walk',
      'Zwemmen voor de Kraanvogel',
    ]);
    expect(pages.map((p) => p.meta.total)).toEqual([6, 6, 6]);
    // Past the last match: nothing, and still the right total.
    const beyond = await names('kraanvogel', 5);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(6);
    expect((await names('100%')).data.map((f) => f.name)).toEqual(['Kraanvogels 100% groen']);
    expect((await names('l_z')).data.map((f) => f.name)).toEqual(['Kraanvogel_zone']);
    expect((await names('l_d')).meta.total).toBe(0);
  });
  it('answers a page past what the database counts in with 422, and the last page it takes', async () => {
    const [topic] = await t.database.db.insert(topics).values({ name: 'Far pages' }).returning();
    // Offsets of these pages overflowed the integer arguments of the list functions: a 500.
    for (const list of ['/fundraisers', `/topics/${topic!.id}/fundraisers`]) {
      for (const query of ['?page=200000000', '?page=200000000&search=walk']) {
        const res = await t.app.inject({ url: api(`${list}${query}`) });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.page).toEqual([`The page may not be greater than ${PAGE_MAX}.`]);
      }
      const last = await t.app.inject({ url: api(`${list}?page=${PAGE_MAX}&per_page=100`) });
      expect(last.statusCode).toBe(200);
      expect(last.json().data).toEqual([]);
    }
  });
});

describe('pages and searches through the list cache (lib/list-cache.ts)', () => {
  const served = async (path: string) =>
    ((await t.app.inject({ url: api(path) })).json().data as { id: number }[]).map((f) => f.id);
  /** The page as the database orders it now, counted off from the start. */
  const expected = async (page: number, perPage: number, topicId?: number) =>
    (
      await t.database.db
        .select({ id: fundraisers.id })
        .from(fundraisers)
        .where(
          and(eq(fundraisers.active, true), topicId ? eq(fundraisers.topicId, topicId) : undefined),
        )
        .orderBy(asc(fundraisers.name), asc(fundraisers.id))
        .limit(perPage)
        .offset((page - 1) * perPage)
    ).map((f) => f.id);
  const everyPageIsExact = async (path: (page: number) => string, topicId?: number) => {
    for (let page = 1; page <= 6; page++) {
      // Twice: the second time from the list cache.
      expect(await served(path(page))).toEqual(await expected(page, 4, topicId));
      expect(await served(path(page))).toEqual(await expected(page, 4, topicId));
    }
  };
  /** Runs `change` with every trigger off, so the list version stays as it was. */
  const withoutTriggers = async (change: () => Promise<unknown>) => {
    const { db } = t.database;
    await db.execute(sql`set session_replication_role = replica`);
    try {
      await change();
    } finally {
      await db.execute(sql`set session_replication_role = default`);
    }
  };

  it('serves every page exactly while fundraisers are added, renamed, switched off and moved', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const np = await insertNonprofit(db, { userId: owner.id });
    const [topic] = await db.insert(topics).values({ name: 'Memo topic' }).returning();
    const made = [];
    for (let i = 1; i <= 12; i++) {
      made.push(
        await insertFundraiser(db, {
          userId: owner.id,
          nonprofitId: np.id,
          topicId: i % 2 ? topic!.id : null,
          name: `Memo walk ${String(i).padStart(2, '0')}`,
        }),
      );
    }
    const all = (page: number) => `/fundraisers?per_page=4&page=${page}`;
    const ofTopic = (page: number) => `/topics/${topic!.id}/fundraisers?per_page=4&page=${page}`;
    await everyPageIsExact(all);
    await everyPageIsExact(ofTopic, topic!.id);

    await insertFundraiser(db, { userId: owner.id, topicId: topic!.id, name: '0 first of all' });
    await everyPageIsExact(all);
    await everyPageIsExact(ofTopic, topic!.id);

    await db
      .update(fundraisers)
      .set({ name: 'Memo walk 99' })
      .where(eq(fundraisers.id, made[0]!.id));
    await everyPageIsExact(all);
    await db.update(fundraisers).set({ active: false }).where(eq(fundraisers.id, made[4]!.id));
    await everyPageIsExact(all);
    await db.update(fundraisers).set({ topicId: null }).where(eq(fundraisers.id, made[2]!.id));
    await everyPageIsExact(ofTopic, topic!.id);
    await db.delete(fundraisers).where(eq(fundraisers.id, made[6]!.id));
    await everyPageIsExact(all);
    await everyPageIsExact(ofTopic, topic!.id);
  });

  it('raises the list version for changes to what lists show, not for any other', async () => {
    const db = t.database.db;
    const version = async () =>
      (await db.select({ v: listVersion.version }).from(listVersion))[0]!.v;
    const owner = await insertUser(db);
    const f = await insertFundraiser(db, { userId: owner.id, name: 'Heron count' });
    const where = eq(fundraisers.id, f.id);
    let last = await version();
    const raised = async () => {
      const now = await version();
      const changed = now > last;
      last = now;
      return changed;
    };
    await db.update(fundraisers).set({ goalCents: 50_000, label: 'Birds' }).where(where);
    expect(await raised()).toBe(false);
    await db.update(fundraisers).set({ description: 'Counting herons' }).where(where);
    expect(await raised()).toBe(true); // the header search finds words of the description
    await db.update(fundraisers).set({ name: 'Heron census' }).where(where);
    expect(await raised()).toBe(true);
    await db.update(fundraisers).set({ picture: 'heron.webp' }).where(where);
    expect(await raised()).toBe(true); // the header search shows pictures
    await db.update(fundraisers).set({ active: false }).where(where);
    expect(await raised()).toBe(true);
    await db.delete(fundraisers).where(where);
    expect(await raised()).toBe(true);

    // A change in a savepoint that is rolled back does not count; a later one still does.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await insertFundraiser(savepoint, { userId: owner.id, name: 'Rolled back' });
          throw new Error('roll back');
        })
        .catch(() => {});
      await insertFundraiser(tx, { userId: owner.id, name: 'Kept' });
    });
    expect(await raised()).toBe(true);
  });

  it('keeps which rows make a page and what a search found for as long as the list version stays', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    for (let i = 1; i <= 6; i++) {
      await insertFundraiser(db, { userId: owner.id, name: `Otter paddle ${i}` });
    }
    const page2 = '/fundraisers?per_page=4&page=2';
    const searched = '/fundraisers?search=otter&per_page=4';
    const before = { page2: await served(page2), searched: await served(searched) };
    // Behind the list version's back, a row that sorts first and one that matches first: what
    // the cache keeps is used as it is. (Never happens for real: every change raises the version.)
    await withoutTriggers(async () => {
      await insertFundraiser(db, { userId: owner.id, name: '0 sorts first' });
      await insertFundraiser(db, { userId: owner.id, name: 'Otter 0 matches first' });
    });
    expect(await served(page2)).toEqual(before.page2);
    expect(await served(searched)).toEqual(before.searched);
    expect(await served(page2)).not.toEqual(await expected(2, 4));

    await db.execute(sql`select list_version_raise()`);
    expect(await served(page2)).toEqual(await expected(2, 4));
    expect((await served(searched))[0]).not.toBe(before.searched[0]);
  });

  it('counts the total again once the list has changed, and only then', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const total = async () =>
      (await t.app.inject({ url: api('/fundraisers?per_page=1') })).json().meta.total as number;
    const counted = async () =>
      (await db.select({ n: count() }).from(fundraisers).where(eq(fundraisers.active, true)))[0]!.n;
    expect(await total()).toBe(await counted());
    await withoutTriggers(() => insertFundraiser(db, { userId: owner.id, name: 'Uncounted' }));
    expect(await total()).toBe((await counted()) - 1);
    const f = await insertFundraiser(db, { userId: owner.id, name: 'Counted' });
    expect(await total()).toBe(await counted());
    await db.update(fundraisers).set({ active: false }).where(eq(fundraisers.id, f.id));
    expect(await total()).toBe(await counted());
  });
});
