import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { events } from '../../db/schema';

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
    expect(res.json()).toEqual({
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
});
